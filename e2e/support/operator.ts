/**
 * An operator of the suite's site, created the way a real one is (`operator:create` against the
 * API's database, with an initial password), who changes that password and enrols two-factor login
 * at the first login and then logs in through the operator API with the authenticator's code, as the
 * console would.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { apiPaths, type OperatorRole } from 'shared-contracts';
import { WORKSPACE_ROOT } from 'tooling/release/paths';
import { inject } from 'vitest';

const run = promisify(execFile);
const TOTP_PERIOD_MS = 30_000;

/** Envelope of an operator call: `result` on code 200, else the Chinese message. */
export interface OperatorAnswer<T> {
  code: number;
  result?: T;
  message?: string;
}

export interface Operator {
  username: string;
  password: string;
  /** The two-factor secret (base32) the operator's authenticator app would hold. */
  secret: string;
  token: string;
  /** An operator call as JSON; resolves with the envelope whatever its code. */
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<OperatorAnswer<T>>;
}

/** What an authenticator app shows for `secret` at `atMs` (now by default): RFC 6238, SHA-1, 6 digits, 30 s. */
export function totpCode(secret: string, atMs = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: atMs,
  });
}

/** The 30 s step of a moment. */
export const stepAt = (atMs: number) => Math.floor(atMs / TOTP_PERIOD_MS);

/**
 * A code of a step after `usedStep` (a code is good once): waits for the next step to begin when
 * the step now is the used one.
 */
export async function freshTotpCode(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  const now = Date.now();
  if (stepAt(now) <= usedStep) {
    const nextStepAt = (usedStep + 1) * TOTP_PERIOD_MS;
    // A little past the boundary, so the API (same clock) is in the new step too.
    await new Promise((resolve) => setTimeout(resolve, nextStepAt - now + 250));
  }
  const at = Date.now();
  return { code: totpCode(secret, at), step: stepAt(at) };
}

async function operatorCall<T>(method: string, callPath: string, body?: unknown, token?: string) {
  const response = await fetch(`${inject('siteUrl')}${callPath}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  return (await response.json()) as OperatorAnswer<T>;
}

function expectOk<T>(what: string, answer: OperatorAnswer<T>): T {
  if (answer.code !== 200 || answer.result === undefined) throw new Error(`${what}: ${JSON.stringify(answer)}`);
  return answer.result;
}

/**
 * A new operator of `role` as `operator:create` leaves them: an initial password (to be changed at
 * the first login), two-factor login not bound yet.
 */
export async function createUnenrolledOperator(role: OperatorRole): Promise<{ username: string; password: string }> {
  const username = `op_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const password = `pw-${randomUUID()}`;
  await run('pnpm', ['--filter', 'api', 'operator:create', username, '--password', password, '--role', role], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, DATABASE_URL: path.join(inject('deployDir'), 'api.db') },
  });
  return { username, password };
}

/**
 * A new operator of `role`: created, logged in by the initial password, which they change (the API
 * allows nothing else first), enrolled (setup, then a code of the secret), then logged in again with
 * their own password and a fresh code, as a real operator's first day goes.
 */
export async function createOperator(role: OperatorRole = 'super_admin'): Promise<Operator> {
  const created = await createUnenrolledOperator(role);
  const { username } = created;
  const password = `own-${randomUUID()}`;
  const first = expectOk(
    'operator login before enrolment',
    await operatorCall<{ token: string }>('POST', apiPaths.admin.login, { username, password: created.password }),
  );
  expectOk(
    'initial password change',
    await operatorCall(
      'POST',
      apiPaths.admin.mePassword,
      { current_password: created.password, new_password: password, confirm_password: password },
      first.token,
    ),
  );
  const { secret } = expectOk(
    'two-factor setup',
    await operatorCall<{ secret: string }>('POST', apiPaths.admin.totpSetup, {}, first.token),
  );
  const enrolledAt = Date.now();
  expectOk(
    'two-factor enable',
    await operatorCall('POST', apiPaths.admin.totpEnable, { code: totpCode(secret, enrolledAt) }, first.token),
  );
  await operatorCall('POST', apiPaths.admin.logout, undefined, first.token);
  const { code } = await freshTotpCode(secret, stepAt(enrolledAt));
  const login = expectOk(
    'operator login with a two-factor code',
    await operatorCall<{ token: string }>('POST', apiPaths.admin.login, { username, password, totp: code }),
  );
  const token = login.token;
  return {
    username,
    password,
    secret,
    token,
    call: (method, callPath, body) => operatorCall(method, callPath, body, token),
  };
}
