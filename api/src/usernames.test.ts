/** Usernames are unique whatever their case: registering another spelling is refused, login finds any spelling. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './db/errors';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from './test/harness';
import { bearer, captchaFor, newUsername, registerAndLogin } from './test/players';
import { createOperator } from './modules/operators/operators';
import { canonicalUsername } from './usernames';

describe.each(TEST_DATABASES)('usernames by case on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());

  const spelt = (username: string) => `Case${username.slice(4)}`;

  async function register(username: string) {
    const device = newDevice();
    const password = 'secret123';
    const payload = {
      username,
      password,
      confrimPas: password,
      adult: true,
      device,
      captcha: await captchaFor(testApp, device),
    };
    return testApp.call({ method: 'POST', url: apiPaths.register, payload });
  }
  async function login(username: string, password: string) {
    const device = newDevice();
    const payload = { username, password, device, captcha: await captchaFor(testApp, device) };
    return testApp.call({ method: 'POST', url: apiPaths.login, payload });
  }

  it('refuses a name that differs from a taken one only by case, either way round', async () => {
    const lower = newUsername();
    expect((await register(lower)).body.code).toBe(200);
    expect((await register(lower.toUpperCase())).body).toEqual({ code: 400, message: '该用户名已被注册' });
    const mixed = spelt(newUsername());
    expect((await register(mixed)).body.code).toBe(200);
    expect((await register(mixed.toLowerCase())).body).toEqual({ code: 400, message: '该用户名已被注册' });
  });

  it('logs a player in by any spelling and shows the name as registered', async () => {
    const player = await registerAndLogin(testApp, { username: spelt(newUsername()) });
    for (const typed of [player.username.toLowerCase(), player.username.toUpperCase()]) {
      const answer = await login(typed, player.password);
      expect(answer.body.code).toBe(200);
      const info = await testApp.call({
        method: 'GET',
        url: apiPaths.userInfo,
        headers: bearer(answer.body.result.token),
      });
      expect(info.body.result.username).toBe(player.username);
    }
  });

  it('refuses an operator name taken in another case, and logs an operator in by any spelling', async () => {
    await createOperator(testApp.context, 'Ops_Case', 'correct horse battery');
    const clash = await createOperator(testApp.context, 'ops_case', 'correct horse battery').catch((error) => error);
    expect(isUniqueViolation(clash)).toBe(true);
    const answer = await testApp.call({
      method: 'POST',
      url: apiPaths.admin.login,
      payload: { username: 'OPS_CASE', password: 'correct horse battery' },
    });
    expect(answer.body.code).toBe(200);
  });

  it('compares names in lower case', () => {
    expect(canonicalUsername('DemoPlayer01')).toBe('demoplayer01');
  });
});
