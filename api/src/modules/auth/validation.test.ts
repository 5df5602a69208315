/** Every validation rule of register and login, each with its exact Chinese message (spec §5). */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { captchaFor, newUsername, registerAndLogin } from '../../test/players';
import { formPost, generousLimits, refusal } from '../../test/requests';

type Fields = Record<string, string | undefined>;

const BAD_USERNAME = '用户名须为8-20位字母或数字';
const BAD_PASSWORD = '密码须为6-20位';
const MISSING = '有未填选项';
const MISSING_CAPTCHA = '请输入验证码';
const BAD_DEVICE = '设备标识无效，请刷新页面';
const TOO_LONG = '内容过长';
const CAPTCHA_WRONG = '验证码错误或已过期，请重新输入';

/** Shape errors shared by register and login: [case, fields to change (undefined = leave out), message]. */
const credentialCases: Array<[string, Fields, string]> = [
  ['username shorter than 8', { username: 'abc1234' }, BAD_USERNAME],
  ['username longer than 20', { username: 'a'.repeat(21) }, BAD_USERNAME],
  ['username with an underscore', { username: 'player_1234' }, BAD_USERNAME],
  ['username with Chinese characters', { username: '玩家abcdefgh' }, BAD_USERNAME],
  ['username with a space inside', { username: 'player 12345' }, BAD_USERNAME],
  ['password shorter than 6', { password: 'abc12', confrimPas: 'abc12' }, BAD_PASSWORD],
  ['password longer than 20', { password: 'p'.repeat(21), confrimPas: 'p'.repeat(21) }, BAD_PASSWORD],
  ['missing username', { username: undefined }, MISSING],
  ['missing password', { password: undefined }, MISSING],
  ['empty username, as a form sends it', { username: '' }, MISSING],
  ['blank username', { username: '   ' }, MISSING],
  ['empty password, as a form sends it', { password: '', confrimPas: '' }, MISSING],
  ['missing captcha', { captcha: undefined }, MISSING_CAPTCHA],
  ['empty captcha', { captcha: '' }, MISSING_CAPTCHA],
  ['blank captcha', { captcha: '   ' }, MISSING_CAPTCHA],
  ['captcha longer than 12', { captcha: 'x'.repeat(13) }, TOO_LONG],
  ['missing device', { device: undefined }, BAD_DEVICE],
  ['device shorter than 8', { device: 'dev1' }, BAD_DEVICE],
  ['device with a space', { device: 'device 12345' }, BAD_DEVICE],
  ['device longer than 64', { device: 'd'.repeat(65) }, BAD_DEVICE],
];

const registerOnlyCases: Array<[string, Fields, string]> = [
  ['missing confirm password', { confrimPas: undefined }, MISSING],
  ['confirm password different', { confrimPas: 'secret124' }, '密码不一致'],
  ['invite code longer than 16', { code: 'A'.repeat(17) }, TOO_LONG],
];

function withChanges(base: Record<string, string>, changes: Fields): Record<string, string> {
  const fields: Record<string, string> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete fields[key];
    else fields[key] = value;
  }
  return fields;
}

describe.each(TEST_DATABASES)('register and login validation on %s', (database) => {
  let testApp: TestApp;
  let existing: Awaited<ReturnType<typeof registerAndLogin>>;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    existing = await registerAndLogin(testApp);
  });
  afterAll(() => testApp.close());

  async function registration(changes: Fields = {}) {
    const device = newDevice();
    const base = {
      username: newUsername(),
      password: 'secret123',
      confrimPas: 'secret123',
      adult: '1',
      captcha: await captchaFor(testApp, device),
      device,
      code: '',
    };
    return withChanges(base, changes);
  }
  async function loginFields(changes: Fields = {}) {
    const device = newDevice();
    const base = {
      username: existing.username,
      password: existing.password,
      captcha: await captchaFor(testApp, device),
      device,
    };
    return withChanges(base, changes);
  }
  const register = async (fields: Record<string, string>) => testApp.call(formPost(apiPaths.register, fields));
  const login = async (fields: Record<string, string>) =>
    testApp.call({ method: 'POST', url: apiPaths.login, payload: fields });

  it.each([...credentialCases, ...registerOnlyCases])('register refuses %s', async (_case, changes, message) => {
    const response = await register(await registration(changes));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(refusal(message));
  });

  it.each(credentialCases)('login refuses %s', async (_case, changes, message) => {
    // A confrimPas change rides along as a field login does not read.
    const response = await login(await loginFields(changes));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(refusal(message));
  });

  it('refuses a wrong captcha on register and on login', async () => {
    expect((await register(await registration({ captcha: 'zzzz' }))).body).toEqual(refusal(CAPTCHA_WRONG));
    expect((await login(await loginFields({ captcha: 'zzzz' }))).body).toEqual(refusal(CAPTCHA_WRONG));
  });

  it('refuses the captcha of another device', async () => {
    const other = newDevice();
    const answer = await captchaFor(testApp, other);
    expect((await login(await loginFields({ captcha: answer }))).body).toEqual(refusal(CAPTCHA_WRONG));
  });

  it('accepts a captcha answer in any letter case and with spaces around it', async () => {
    const fields = await loginFields();
    const response = await login({ ...fields, captcha: ` ${(fields.captcha as string).toUpperCase()} ` });
    expect(response.body.code).toBe(200);
  });

  it('accepts a captcha just before 5 minutes and refuses it after', async () => {
    const fresh = await registration();
    testApp.advanceTime(4 * 60_000 + 50_000);
    expect((await register(fresh)).body).toMatchObject({ code: 200, result: { username: fresh.username } });

    const stale = await registration();
    const staleLogin = await loginFields();
    testApp.advanceTime(5 * 60_000 + 1_000);
    expect((await register(stale)).body).toEqual(refusal(CAPTCHA_WRONG));
    expect((await login(staleLogin)).body).toEqual(refusal(CAPTCHA_WRONG));
  });

  it('refuses a username that is taken', async () => {
    const response = await register(await registration({ username: existing.username }));
    expect(response.body).toEqual(refusal('该用户名已被注册'));
  });

  it.each([
    ['an unknown code', 'ZZZZZZZZ', '邀请码不存在'],
    ['a code of odd Unicode', 'a\u202e\u200b😀\ud800', '邀请码不存在'],
    ['a code with a NUL', 'AB\u0000CDEF', '参数格式错误'],
  ])('refuses %s as invite code', async (_case, code, message) => {
    const fields = await registration({ code });
    const response = await register(fields);
    expect(response.body).toEqual(refusal(message));
    const created = await testApp.context.db
      .selectFrom('players')
      .select('id')
      .where('username', '=', fields.username as string)
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrongPassword = await login(await loginFields({ password: 'wrong-password' }));
    const unknownUser = await login(await loginFields({ username: newUsername() }));
    expect(wrongPassword).toEqual({ status: 200, body: refusal('用户名或密码错误') });
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('refuses a captcha request without a valid device', async () => {
    for (const payload of [{}, { device: 'short' }, { device: 'device<script>1' }, { device: 12345678 }]) {
      const response = await testApp.call({ method: 'POST', url: apiPaths.captcha, payload });
      expect(response.body).toEqual(refusal(BAD_DEVICE));
    }
  });
});
