/** The API as a spec reaches it, through the site server and form-encoded like the site. */
import { randomUUID } from 'node:crypto';
import { apiPaths } from 'shared-contracts';
import { inject } from 'vitest';

export const PASSWORD = 'secret123';

export const newUsername = () => `e2e${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Calls the API; resolves with `result` or throws with the envelope. */
export async function api<T>(path: string, body?: Record<string, string>, token?: string): Promise<T> {
  const response = await fetch(`${inject('siteUrl')}${path}`, {
    method: body ? 'POST' : 'GET',
    body: body ? new URLSearchParams(body) : undefined,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const envelope = (await response.json()) as { code: number; result: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.result;
}

/**
 * A player registered straight through the API (CAPTCHA_TEST_ANSWERS=1), with a token and user
 * info; `inviteCode` registers them under that player (agent tree).
 */
export async function registeredPlayer(inviteCode?: string) {
  const device = randomUUID().replaceAll('-', '');
  const username = newUsername();
  const captcha = async () => (await api<{ answer: string }>(apiPaths.captcha, { device })).answer;
  await api(apiPaths.register, {
    username,
    password: PASSWORD,
    confrimPas: PASSWORD,
    adult: '1',
    captcha: await captcha(),
    device,
    ...(inviteCode ? { code: inviteCode } : {}),
  });
  const { token } = await api<{ token: string }>(apiPaths.login, {
    username,
    password: PASSWORD,
    captcha: await captcha(),
    device,
  });
  const info = await api<{ invite_code: string; balance: string }>(apiPaths.userInfo, undefined, token);
  return { username, token, inviteCode: info.invite_code, balance: info.balance };
}

/** The seeded demo player (1,000 USDT deposited by the seed), logged in through the API. */
export async function demoPlayerToken(): Promise<string> {
  const device = randomUUID().replaceAll('-', '');
  const { answer } = await api<{ answer: string }>(apiPaths.captcha, { device });
  const { token } = await api<{ token: string }>(apiPaths.login, {
    username: 'demoplayer01',
    password: 'demo123456',
    captcha: answer,
    device,
  });
  return token;
}
