/** Request helpers shared by the API suites: form bodies, generous limits, sessions without Argon2. */
import type { InjectOptions } from 'fastify';
import type { OperatorRole } from 'shared-contracts';
import { loadConfig, type AppConfig } from '../config';
import { createSession } from '../modules/auth/sessions';
import type { TestApp } from './harness';

/** A form-encoded POST, as the site sends it. */
export function formPost(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  };
}

/** Per-IP limits high enough that a suite making many calls from one address is never throttled. */
export function generousLimits(): Partial<AppConfig> {
  const defaults = loadConfig({});
  const high = { max: 100_000, timeWindowMs: 60_000 };
  const names = Object.keys(defaults.rateLimits) as Array<keyof AppConfig['rateLimits']>;
  return { rateLimits: Object.fromEntries(names.map((name) => [name, high])) as AppConfig['rateLimits'] };
}

/** A live player session for `playerId`, created directly (no captcha, no Argon2). */
export async function playerToken(testApp: TestApp, playerId: number): Promise<string> {
  return (await createSession(testApp.context, 'player', playerId)).token;
}

/**
 * An operator row (that cannot log in with any password; two-factor login counted as enrolled) of
 * `role` and a live session for it, or a new session for `operatorId`.
 */
export async function operatorToken(
  testApp: TestApp,
  operatorId?: number,
  role: OperatorRole = 'super_admin',
): Promise<string> {
  const username = `op${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const id =
    operatorId ??
    (
      await testApp.context.db
        .insertInto('operators')
        .values({
          username,
          username_canonical: username,
          password_hash: 'not-a-hash',
          created_at: testApp.context.now().toISOString(),
          role,
          totp_enabled_at: testApp.context.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return (await createSession(testApp.context, 'operator', id)).token;
}

/** The body of a handled refusal (HTTP 200), for toEqual. */
export const refusal = (message: string, code = 400) => ({ code, message });
