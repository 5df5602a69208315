/** Helpers that act as a player would: fetch a captcha, register, log in. */
import { apiPaths } from 'shared-contracts';
import { newDevice, type TestApp } from './harness';

export async function captchaFor(testApp: TestApp, device: string): Promise<string> {
  const { body } = await testApp.call({ method: 'POST', url: apiPaths.captcha, payload: { device } });
  if (body.code !== 200) throw new Error(`captcha refused: ${JSON.stringify(body)}`);
  return body.result.answer as string;
}

let playerCounter = 0;
export function newUsername(): string {
  playerCounter += 1;
  return `player${String(process.pid).slice(-4)}${String(playerCounter).padStart(4, '0')}`.slice(0, 20);
}

/** Registers a player (form-encoded, as the site sends it) and logs them in; returns the token. */
export async function registerAndLogin(
  testApp: TestApp,
  options: { username?: string; password?: string; code?: string } = {},
) {
  const username = options.username ?? newUsername();
  const password = options.password ?? 'secret123';
  const device = newDevice();
  const registerForm = new URLSearchParams({
    username,
    password,
    confrimPas: password,
    adult: '1',
    captcha: await captchaFor(testApp, device),
    device,
    code: options.code ?? '',
  });
  const registered = await testApp.call({
    method: 'POST',
    url: apiPaths.register,
    payload: registerForm.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (registered.body.code !== 200) throw new Error(`register refused: ${JSON.stringify(registered.body)}`);
  const login = await testApp.call({
    method: 'POST',
    url: apiPaths.login,
    payload: { username, password, captcha: await captchaFor(testApp, device), device },
  });
  if (login.body.code !== 200) throw new Error(`login refused: ${JSON.stringify(login.body)}`);
  return {
    username,
    password,
    device,
    id: registered.body.result.id as number,
    token: login.body.result.token as string,
    /** The session registering opened (the site's automatic login uses it). */
    registerToken: registered.body.result.token as string,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
