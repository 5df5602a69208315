/** A captcha answers one attempt only: reuse is refused and a failed attempt consumes it too. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '../../jobs/cleanup';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { captchaFor, newUsername, registerAndLogin } from '../../test/players';
import { generousLimits, refusal } from '../../test/requests';

const CAPTCHA_WRONG = refusal('验证码错误或已过期，请重新输入');

describe.each(TEST_DATABASES)('captcha use on %s', (database) => {
  let testApp: TestApp;
  let player: Awaited<ReturnType<typeof registerAndLogin>>;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    player = await registerAndLogin(testApp);
  });
  afterAll(() => testApp.close());

  const login = (payload: Record<string, string>) => testApp.call({ method: 'POST', url: apiPaths.login, payload });
  const register = (payload: Record<string, string>) =>
    testApp.call({ method: 'POST', url: apiPaths.register, payload });
  const captchaRows = (device: string) =>
    testApp.context.db.selectFrom('captchas').select('device').where('device', '=', device).execute();

  it('answers with the picture and its lifetime, and keeps only a hash of the answer', async () => {
    const device = newDevice();
    const { body } = await testApp.call({ method: 'POST', url: apiPaths.captcha, payload: { device } });
    expect(body).toMatchObject({ code: 200, result: { expires_in: 300 } });
    const stored = await testApp.context.db
      .selectFrom('captchas')
      .selectAll()
      .where('device', '=', device)
      .executeTakeFirstOrThrow();
    expect(stored.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.answer_hash).not.toContain(body.result.answer);
  });

  it('refuses a captcha reused for a second login', async () => {
    const device = newDevice();
    const attempt = {
      username: player.username,
      password: player.password,
      captcha: await captchaFor(testApp, device),
      device,
    };
    expect((await login(attempt)).body.code).toBe(200);
    expect((await login(attempt)).body).toEqual(CAPTCHA_WRONG);
  });

  it('consumes the captcha on a login with a wrong password', async () => {
    const device = newDevice();
    const captcha = await captchaFor(testApp, device);
    expect((await login({ username: player.username, password: 'not-the-password', captcha, device })).body).toEqual(
      refusal('用户名或密码错误'),
    );
    expect(await captchaRows(device)).toEqual([]);
    expect((await login({ username: player.username, password: player.password, captcha, device })).body).toEqual(
      CAPTCHA_WRONG,
    );
  });

  it('consumes the captcha on a wrong answer, so the right one no longer works', async () => {
    const device = newDevice();
    const captcha = await captchaFor(testApp, device);
    expect(
      (await login({ username: player.username, password: player.password, captcha: `${captcha}x`, device })).body,
    ).toEqual(CAPTCHA_WRONG);
    expect((await login({ username: player.username, password: player.password, captcha, device })).body).toEqual(
      CAPTCHA_WRONG,
    );
  });

  it('consumes the captcha on a register refused for a taken username', async () => {
    const device = newDevice();
    const captcha = await captchaFor(testApp, device);
    const attempt = {
      username: player.username,
      password: 'secret123',
      confrimPas: 'secret123',
      adult: '1',
      captcha,
      device,
    };
    expect((await register(attempt)).body).toEqual(refusal('该用户名已被注册'));
    expect((await register({ ...attempt, username: newUsername() })).body).toEqual(CAPTCHA_WRONG);
  });

  it('consumes the captcha on a register refused for an unknown invite code', async () => {
    const device = newDevice();
    const captcha = await captchaFor(testApp, device);
    const attempt = {
      username: newUsername(),
      password: 'secret123',
      confrimPas: 'secret123',
      adult: '1',
      captcha,
      device,
      code: 'ZZZZZZZZ',
    };
    expect((await register(attempt)).body).toEqual(refusal('邀请码不存在'));
    expect((await register({ ...attempt, code: '' })).body).toEqual(CAPTCHA_WRONG);
  });

  it('replaces the earlier captcha of a device with the new one', async () => {
    const device = newDevice();
    const first = await captchaFor(testApp, device);
    let second = await captchaFor(testApp, device);
    // Two random pictures may, rarely, share an answer; ask again until they differ.
    while (second.toLowerCase() === first.toLowerCase()) second = await captchaFor(testApp, device);
    expect(
      (await login({ username: player.username, password: player.password, captcha: first, device })).body,
    ).toEqual(CAPTCHA_WRONG);
    const again = await captchaFor(testApp, device);
    expect(
      (await login({ username: player.username, password: player.password, captcha: again, device })).body.code,
    ).toBe(200);
  });

  it('leaves expired captchas to the clean-up job, which deletes them and keeps live ones', async () => {
    const stale = newDevice();
    await captchaFor(testApp, stale);
    testApp.advanceTime(5 * 60_000 + 1_000);
    const fresh = newDevice();
    await captchaFor(testApp, fresh);
    expect(await captchaRows(stale)).toHaveLength(1);
    await cleanup(testApp.context);
    expect(await captchaRows(stale)).toEqual([]);
    expect(await captchaRows(fresh)).toHaveLength(1);
  });
});
