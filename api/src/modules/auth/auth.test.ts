import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, captchaFor, newUsername, registerAndLogin } from '../../test/players';

describe.each(TEST_DATABASES)('player auth on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());

  it('issues an SVG captcha as a data URL', async () => {
    const { status, body } = await testApp.call({
      method: 'POST',
      url: apiPaths.captcha,
      payload: { device: newDevice() },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result.img_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.result.img_url.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('registers with a form body, logs in, reads its own user info and logs out', async () => {
    const player = await registerAndLogin(testApp);
    const info = await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(player.token) });
    expect(info.body).toMatchObject({
      code: 200,
      result: { username: player.username, balance: '0.000000', set_password: false },
    });
    expect(info.body.result.invite_code).toMatch(/^[A-Z2-9]{8}$/);

    // Only the Authorization header carries a token: the entry URL has a single-use code instead.
    const byQuery = await testApp.call({ method: 'GET', url: `${apiPaths.userInfo}?token=${player.token}` });
    expect(byQuery).toEqual({ status: 401, body: { code: 401, message: '未授权，请登录' } });

    expect((await testApp.call({ method: 'POST', url: apiPaths.logout, headers: bearer(player.token) })).body).toEqual({
      code: 200,
      result: { ok: true },
    });
    const afterLogout = await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(player.token) });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toEqual({ code: 401, message: '未授权，请登录' });
  });

  it('opens a session when registering, for the automatic login that follows', async () => {
    const player = await registerAndLogin(testApp);
    expect(player.registerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(player.registerToken).not.toBe(player.token);
    const info = await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(player.registerToken) });
    expect(info.body.result.username).toBe(player.username);
  });

  it('refuses a reused captcha', async () => {
    const device = newDevice();
    const answer = await captchaFor(testApp, device);
    const attempt = {
      username: newUsername(),
      password: 'secret123',
      confrimPas: 'secret123',
      adult: true,
      captcha: answer,
      device,
    };
    expect((await testApp.call({ method: 'POST', url: apiPaths.register, payload: attempt })).body.code).toBe(200);
    const reused = await testApp.call({
      method: 'POST',
      url: apiPaths.register,
      payload: { ...attempt, username: newUsername() },
    });
    expect(reused.body).toEqual({ code: 400, message: '验证码错误或已过期，请重新输入' });
  });
});
