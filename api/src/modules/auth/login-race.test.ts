/**
 * The login lock holds against attempts sent at once: each attempt is taken before its password
 * is verified, so of wrong ones sent together exactly 10 count, and the right password sent once
 * they are taken (their verifications still in flight) is refused (players and operators). The
 * right one waits for the count because requests sent together reach the counter in no set order.
 */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { captchaFor, registerAndLogin } from '../../test/players';
import { generousLimits } from '../../test/requests';
import { createOperator } from '../operators/operators';
import { canonicalUsername } from '../../usernames';

const LOCKED = { code: 429, message: '登录失败次数过多，请15分钟后再试' };
const WRONG = { code: 400, message: '用户名或密码错误' };

/** Resolves once `key` holds the lock's 10 attempts (the wrong logins sent before have taken theirs). */
async function lockTaken(testApp: TestApp, key: string): Promise<void> {
  for (let tries = 0; tries < 2_000; tries += 1) {
    if (await testApp.context.loginFailures.isBlocked(key, testApp.context.now().getTime())) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the wrong logins never took 10 attempts of ${key}`);
}

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
    const login = (payload: (typeof logins)[number]) => testApp.call({ method: 'POST', url: apiPaths.login, payload });
    const wrongAnswers = Promise.all(logins.slice(0, -1).map(login));
    await lockTaken(testApp, canonicalUsername(player.username));
    const right = await login(logins.at(-1)!);
    const answers = [...(await wrongAnswers), right];
    expect(right.body).toEqual(LOCKED);
    expect(answers.filter((answer) => answer.body.code === WRONG.code)).toHaveLength(10);
    expect(answers.filter((answer) => answer.body.code === LOCKED.code)).toHaveLength(10);
  });

  it('refuses an operator the right password sent with 26 wrong ones at once from 4 addresses', async () => {
    await createOperator(testApp.context, 'ops_racer', 'correct horse battery');
    const login = (password: string, index: number) =>
      testApp.call({
        method: 'POST',
        url: apiPaths.admin.login,
        payload: { username: 'ops_racer', password },
        remoteAddress: `10.9.0.${index % 4}`,
      });
    const wrongAnswers = Promise.all(Array.from({ length: 26 }, (_, index) => login('wrong password!', index)));
    await lockTaken(testApp, 'operator:ops_racer');
    const right = await login('correct horse battery', 26);
    const answers = [...(await wrongAnswers), right];
    expect(right.body).toEqual(LOCKED);
    expect(answers.filter((answer) => answer.body.code === WRONG.code)).toHaveLength(10);
  });
});
