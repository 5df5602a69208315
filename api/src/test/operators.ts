/**
 * Operators who log in as a real one does: a password (Argon2), two-factor enrolment through the
 * API (setup, then a code of the secret), then logins with the authenticator's code of the moment.
 */
import { apiPaths, type OperatorRole } from 'shared-contracts';
import { createOperator } from '../modules/operators/operators';
import { totpCodeAt } from '../modules/operators/totp';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { generousLimits } from './requests';
import { bearer } from './players';

/** One 30 s step of the authenticator: a code of the next step is new even at the same moment. */
export const TOTP_STEP_MS = 30_000;

/** POST /api/admin/login: status and body. */
export function operatorLogin(testApp: TestApp, fields: { username: string; password: string; totp?: string }) {
  return testApp.call({ method: 'POST', url: apiPaths.admin.login, payload: fields });
}

/** What the operator's authenticator app shows now (by the app's clock). */
export function codeNow(testApp: TestApp, secret: string): string {
  return totpCodeAt(secret, testApp.context.now().getTime());
}

export interface EnrolledOperator {
  id: number;
  username: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  /** The session of the first login (before enrolment), still live. */
  token: string;
}

/** The initial password a new operator of these tests is given, before they change it to their own. */
export const initialPasswordOf = (password: string) => `${password} (initial)`;

/**
 * Creates the operator with an initial password, logs in by it, changes it to `password` (as the
 * first login demands), enrols two-factor login with a code of the new secret, and moves the clock
 * one step on so the next code is not the enrolment's (used) one.
 */
export async function enrolledOperator(
  testApp: TestApp,
  username: string,
  password = 'correct horse battery',
  role: OperatorRole = 'super_admin',
): Promise<EnrolledOperator> {
  const initial = initialPasswordOf(password);
  const { id } = await createOperator(testApp.context, username, initial, role);
  const login = await operatorLogin(testApp, { username, password: initial });
  if (login.body.code !== 200) throw new Error(`login before enrolment: ${JSON.stringify(login.body)}`);
  const token: string = login.body.result.token;
  const change = await testApp.call({
    method: 'POST',
    url: apiPaths.admin.mePassword,
    payload: { current_password: initial, new_password: password, confirm_password: password },
    headers: bearer(token),
  });
  if (change.body.code !== 200) throw new Error(`password change: ${JSON.stringify(change.body)}`);
  const setup = await testApp.call({ method: 'POST', url: apiPaths.admin.totpSetup, headers: bearer(token) });
  const secret: string = setup.body.result.secret;
  const enable = await testApp.call({
    method: 'POST',
    url: apiPaths.admin.totpEnable,
    payload: { code: codeNow(testApp, secret) },
    headers: bearer(token),
  });
  if (enable.body.code !== 200) throw new Error(`enrolment: ${JSON.stringify(enable.body)}`);
  testApp.advanceTime(TOTP_STEP_MS);
  return { id, username, password, secret, recoveryCodes: enable.body.result.recovery_codes, token };
}

/** A new session of an enrolled operator with the code of now (then one step on, so the next login has a new code). */
export async function loginEnrolled(testApp: TestApp, operator: EnrolledOperator): Promise<string> {
  const login = await operatorLogin(testApp, {
    username: operator.username,
    password: operator.password,
    totp: codeNow(testApp, operator.secret),
  });
  if (login.body.code !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  testApp.advanceTime(TOTP_STEP_MS);
  return login.body.result.token;
}

export interface RootOperatorSetup {
  testApp: TestApp;
  /** An enrolled 超级管理员, `ops_root`. */
  root: EnrolledOperator;
  /** Its session token. */
  rootToken: string;
}

/**
 * Registers the enclosing describe's hooks: before its tests, an app on `database` with generous
 * limits and a 超级管理员 logged in, handed to `use`; after them, the app closed.
 */
export function useRootOperatorApp(database: TestDatabase, use: (setup: RootOperatorSetup) => void): void {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    const root = await enrolledOperator(testApp, 'ops_root');
    use({ testApp, root, rootToken: await loginEnrolled(testApp, root) });
  });
  afterAll(() => testApp?.close());
}
