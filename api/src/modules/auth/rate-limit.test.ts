/** Per-IP limits on captcha, register, login, invite visits and game launch; a username locked after 10 failed logins for 15 minutes. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, captchaFor, newUsername, registerAndLogin } from '../../test/players';
import { generousLimits, playerToken, refusal } from '../../test/requests';
import { registerPlayerDirectly } from './service';

const TOO_MANY = { status: 200, body: { code: 429, message: '操作过于频繁，请稍后再试' } };
const LOCKED = { status: 200, body: { code: 429, message: '登录失败次数过多，请15分钟后再试' } };
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('per-IP rate limits on %s', (database) => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    const defaults = loadConfig({}).rateLimits;
    const small = { max: 3, timeWindowMs: MINUTE };
    testApp = await createTestApp(database, {
      rateLimits: { ...defaults, captcha: small, register: small, login: small, inviteVisit: small, gameLaunch: small },
    });
    token = await playerToken(
      testApp,
      (await registerPlayerDirectly(testApp.context, newUsername(), 'secret123', null)).id,
    );
  });
  afterAll(() => testApp.close());

  // Bodies that fail validation cheaply: the limit counts every call, answered or refused.
  const calls = {
    captcha: (remoteAddress: string) =>
      testApp.call({ method: 'POST', url: apiPaths.captcha, payload: { device: newDevice() }, remoteAddress }),
    register: (remoteAddress: string) =>
      testApp.call({ method: 'POST', url: apiPaths.register, payload: {}, remoteAddress }),
    login: (remoteAddress: string) => testApp.call({ method: 'POST', url: apiPaths.login, payload: {}, remoteAddress }),
    inviteVisit: (remoteAddress: string) =>
      testApp.call({ method: 'POST', url: apiPaths.inviteVisit, payload: { code: 'ABCD2345' }, remoteAddress }),
    gameBegin: (remoteAddress: string) =>
      testApp.call({
        method: 'GET',
        url: `${apiPaths.lobby.begin}?game_code=demo_fruit_slot`,
        headers: bearer(token),
        remoteAddress,
      }),
  };

  it.each(Object.keys(calls) as Array<keyof typeof calls>)(
    'answers the 4th %s call of one address within a minute with 429 in the envelope',
    async (name) => {
      const address = `10.1.${Object.keys(calls).indexOf(name)}.1`;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await calls[name](address);
        expect(response.status).toBe(200);
        expect(response.body.code).not.toBe(429);
      }
      expect(await calls[name](address)).toEqual(TOO_MANY);
      expect(await calls[name](address)).toEqual(TOO_MANY);
      // Another address is not affected, nor is another limited route from the same address.
      expect((await calls[name](`10.2.${Object.keys(calls).indexOf(name)}.1`)).body.code).not.toBe(429);
      const other = name === 'captcha' ? 'login' : 'captcha';
      expect((await calls[other](address)).body.code).not.toBe(429);
    },
  );

  it('cannot be dodged with a forged X-Forwarded-For from an untrusted address', async () => {
    const address = '10.3.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await testApp.call({
        method: 'POST',
        url: apiPaths.captcha,
        payload: { device: newDevice() },
        remoteAddress: address,
        headers: { 'x-forwarded-for': `192.0.2.${attempt}` },
      });
    }
    expect(await calls.captcha(address)).toEqual(TOO_MANY);
  });

  it('counts the player address passed on by the trusted local proxy', async () => {
    const viaProxy = (player: string) =>
      testApp.call({
        method: 'POST',
        url: apiPaths.captcha,
        payload: { device: newDevice() },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': player },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await viaProxy('198.51.100.7')).body.code).toBe(200);
    expect(await viaProxy('198.51.100.7')).toEqual(TOO_MANY);
    expect((await viaProxy('198.51.100.8')).body.code).toBe(200);
  });
});

describe.each(TEST_DATABASES)('failed-login lock on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  async function login(username: string, password: string) {
    const device = newDevice();
    return testApp.call({
      method: 'POST',
      url: apiPaths.login,
      payload: { username, password, captcha: await captchaFor(testApp, device), device },
    });
  }
  async function failTimes(username: string, times: number) {
    for (let attempt = 0; attempt < times; attempt += 1)
      expect((await login(username, 'wrong-password')).body).toEqual(refusal('用户名或密码错误'));
  }

  it('lets the right password in after 9 failures, and a success starts the count again', async () => {
    const player = await registerAndLogin(testApp);
    await failTimes(player.username, 9);
    expect((await login(player.username, player.password)).body.code).toBe(200);
    await failTimes(player.username, 9);
    expect((await login(player.username, player.password)).body.code).toBe(200);
  });

  it('locks a username after 10 failures, even for the right password, and frees it after 15 minutes', async () => {
    const player = await registerAndLogin(testApp);
    const bystander = await registerAndLogin(testApp);
    await failTimes(player.username, 10);
    expect(await login(player.username, player.password)).toEqual(LOCKED);
    expect(await login(player.username.toUpperCase(), player.password)).toEqual(LOCKED);
    // The lock is for that username only, not for the address the failures came from.
    expect((await login(bystander.username, bystander.password)).body.code).toBe(200);

    testApp.advanceTime(14 * MINUTE);
    expect(await login(player.username, player.password)).toEqual(LOCKED);
    testApp.advanceTime(MINUTE + 1_000);
    expect((await login(player.username, player.password)).body).toMatchObject({
      code: 200,
      result: { token: expect.any(String) },
    });
  });

  it('locks an unknown username too, so guessing names costs the same', async () => {
    await failTimes('nosuchplayer01', 10);
    expect(await login('nosuchplayer01', 'whatever123')).toEqual(LOCKED);
  });
});
