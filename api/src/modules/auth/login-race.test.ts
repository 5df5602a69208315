/**
 * The login lock holds against attempts sent at once: each attempt is taken before its password
 * is verified, so the right password behind 10 wrong ones in flight is refused (players and operators).
 */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { captchaFor, registerAndLogin } from '../../test/players';
import { generousLimits } from '../../test/requests';
import { createOperator } from '../admin/operators';

const LOCKED = { code: 429, message: '登录失败次数过多，请15分钟后再试' };
const WRONG = { code: 400, message: '用户名或密码错误' };

describe.each(TEST_DATABASES)('login attempts sent at once on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  it('refuses the right password sent with 19 wrong ones at once, and counts exactly 10 failures', async () => {
    const player = await registerAndLogin(testApp);
    // Captchas first, so the 20 logins leave together.
    const passwords = [...Array<string>(19).fill('wrong-password'), player.password];
    const logins = await Promise.all(
      passwords.map(async (password) => {
        const device = newDevice();
        return { username: player.username, password, device, captcha: await captchaFor(testApp, device) };
      }),
    );
    const answers = await Promise.all(
      logins.map((payload) => testApp.call({ method: 'POST', url: apiPaths.login, payload })),
    );
    expect(answers.at(-1)?.body).toEqual(LOCKED);
    expect(answers.filter((answer) => answer.body.code === WRONG.code)).toHaveLength(10);
    expect(answers.filter((answer) => answer.body.code === LOCKED.code)).toHaveLength(10);
  });

  it('refuses an operator the right password sent with 26 wrong ones at once from 4 addresses', async () => {
    await createOperator(testApp.context, 'ops_racer', 'correct horse battery');
    const passwords = [...Array<string>(26).fill('wrong password!'), 'correct horse battery'];
    const answers = await Promise.all(
      passwords.map((password, index) =>
        testApp.call({
          method: 'POST',
          url: apiPaths.admin.login,
          payload: { username: 'ops_racer', password },
          remoteAddress: `10.9.0.${index % 4}`,
        }),
      ),
    );
    expect(answers.at(-1)?.body).toEqual(LOCKED);
    expect(answers.filter((answer) => answer.body.code === WRONG.code)).toHaveLength(10);
  });
});
