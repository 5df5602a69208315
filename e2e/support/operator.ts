/**
 * An operator of the suite's site, created the way a real one is (`operator:create` against the
 * API's database) and logged in through the operator API, as the console would.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPaths } from 'shared-contracts';
import { WORKSPACE_ROOT } from 'tooling/release/paths';
import { inject } from 'vitest';

const run = promisify(execFile);

/** Envelope of an operator call: `result` on code 200, else the Chinese message. */
export interface OperatorAnswer<T> {
  code: number;
  result?: T;
  message?: string;
}

export interface Operator {
  token: string;
  /** An operator call as JSON; resolves with the envelope whatever its code. */
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<OperatorAnswer<T>>;
}

export async function createOperator(): Promise<Operator> {
  const username = `op_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const password = `pw-${randomUUID()}`;
  await run('pnpm', ['--filter', 'api', 'operator:create', username, '--password', password], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, DATABASE_URL: path.join(inject('deployDir'), 'api.db') },
  });
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', callPath: string, body?: unknown, token?: string) => {
    const response = await fetch(`${inject('siteUrl')}${callPath}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    return (await response.json()) as OperatorAnswer<T>;
  };
  const login = await call<{ token: string }>('POST', apiPaths.admin.login, { username, password });
  if (login.code !== 200 || !login.result) throw new Error(`operator login: ${JSON.stringify(login)}`);
  const token = login.result.token;
  return { token, call: (method, callPath, body) => call(method, callPath, body, token) };
}
