import { apiMessages, apiPaths, withdrawRefusals } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { bearer } from '../../../test/players';
import { refusal } from '../../../test/requests';
import { takePasswordAttempt } from './password-store';
import { LOGIN_PASSWORD, WITHDRAW_PASSWORD, withdrawalSuite, type WithdrawalSuite } from '../../../test/withdrawals';

const LOCK_MS = 15 * 60_000;

describe.each(TEST_DATABASES)('withdrawal password on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });
  const set = (token: string, password: string, confirm = password) =>
    suite.asPlayer(token, apiPaths.wallet.setPassword, { password, confirm_password: confirm });
  const update = (token: string, old: string, password: string, confirm = password) =>
    suite.asPlayer(token, apiPaths.wallet.updatePassword, { old_password: old, password, confirm_password: confirm });
  const userInfo = async (token: string) =>
    (await suite.testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(token) })).body.result;
  const attemptsOf = async (id: number) =>
    (
      await suite.testApp.context.db
        .selectFrom('players')
        .select('withdraw_pw_attempts')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).withdraw_pw_attempts;

  it('sets it once: length, confirmation and the login password are checked; user info then says set', async () => {
    const { token } = await suite.player();
    expect((await userInfo(token)).set_password).toBe(false);
    expect(await set(token, 'short12')).toEqual(refusal('提现密码须为8-20位'));
    expect(await set(token, 'x'.repeat(21))).toEqual(refusal('提现密码须为8-20位'));
    expect(await set(token, '')).toEqual(refusal(apiMessages.missingFields));
    expect(await set(token, 'abcdefgh1', 'abcdefgh2')).toEqual(refusal('提现密码和确认密码不同'));
    expect(await set(token, LOGIN_PASSWORD)).toEqual(refusal('提现密码不能与登录密码相同'));
    expect(await set(token, WITHDRAW_PASSWORD)).toEqual({ code: 200, result: {} });
    expect((await userInfo(token)).set_password).toBe(true);
    expect(await set(token, 'another888')).toEqual(refusal('已设置提现密码，请使用修改密码'));
    const stored = await suite.testApp.context.db
      .selectFrom('players')
      .select('withdraw_password_hash')
      .where('withdraw_password_hash', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(stored.withdraw_password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('changes it: the old one must be right (and counts), the new one differs from it and from the login password', async () => {
    const { id, token } = await suite.player();
    expect(await update(token, WITHDRAW_PASSWORD, 'newpass888')).toEqual(refusal('请先设置提现密码'));
    await suite.setPassword(token);
    expect(await update(token, WITHDRAW_PASSWORD, 'newpass888', 'newpass889')).toEqual(
      refusal('提现密码和确认密码不同'),
    );
    expect(await update(token, WITHDRAW_PASSWORD, WITHDRAW_PASSWORD)).toEqual(refusal('新提现密码不能与原密码相同'));
    expect(await update(token, WITHDRAW_PASSWORD, LOGIN_PASSWORD)).toEqual(refusal('提现密码不能与登录密码相同'));
    expect(await update(token, 'wrongpass1', 'newpass888')).toEqual(refusal('原提现密码错误'));
    expect(await attemptsOf(id)).toBe(1);
    expect(await update(token, WITHDRAW_PASSWORD, 'newpass888')).toEqual({ code: 200, result: {} });
    expect(await attemptsOf(id)).toBe(0);
    expect(await update(token, WITHDRAW_PASSWORD, 'other8888')).toEqual(refusal('原提现密码错误'));
    expect(await update(token, 'newpass888', WITHDRAW_PASSWORD)).toEqual({ code: 200, result: {} });
  });

  it('locks after 5 wrong in the window, even for the right one, until 15 minutes pass', async () => {
    const { token, addressId } = await suite.ready('100');
    const wrong = () => suite.apply(token, { amount: '20', address_id: addressId, password: 'wrongpass1' });
    for (const left of [4, 3, 2, 1]) expect(await wrong()).toEqual(refusal(withdrawRefusals.passwordWrong(left)));
    expect(await wrong()).toEqual(refusal('提现密码错误次数过多，请15分钟后再试'));
    expect(await suite.apply(token, { amount: '20', address_id: addressId })).toEqual(
      refusal(apiMessages.withdrawPasswordLocked),
    );
    expect(await update(token, WITHDRAW_PASSWORD, 'newpass888')).toEqual(refusal(apiMessages.withdrawPasswordLocked));
    const info = (await suite.asPlayer(token, apiPaths.wallet.withdrawInfo)).result;
    expect(info.locked_until).not.toBeNull();
    suite.testApp.advanceTime(LOCK_MS - 1_000);
    expect(await suite.apply(token, { amount: '20', address_id: addressId })).toEqual(
      refusal(apiMessages.withdrawPasswordLocked),
    );
    suite.testApp.advanceTime(2_000);
    expect((await suite.apply(token, { amount: '20', address_id: addressId })).result).toMatchObject({ status: 2 });
    expect((await suite.asPlayer(token, apiPaths.wallet.withdrawInfo)).result.locked_until).toBeNull();
  });

  it('counts wrong ones in a 15-minute window; a right one clears them', async () => {
    const { id, token } = await suite.ready('0');
    const wrongOld = () => update(token, 'wrongpass1', 'newpass888');
    for (let attempt = 0; attempt < 4; attempt += 1) await wrongOld();
    expect(await attemptsOf(id)).toBe(4);
    suite.testApp.advanceTime(LOCK_MS + 1_000);
    // The window ended: this one starts a new one instead of locking.
    expect(await wrongOld()).toEqual(refusal('原提现密码错误'));
    expect(await attemptsOf(id)).toBe(1);
    expect(await update(token, WITHDRAW_PASSWORD, 'newpass888')).toEqual({ code: 200, result: {} });
    expect(await attemptsOf(id)).toBe(0);
  });

  it('takes attempts in one statement each: of 10 at once, 5 are taken, the others refused', async () => {
    const { id } = await suite.player();
    const now = suite.testApp.context.now();
    const at = { now: now.toISOString(), newWindowUntil: new Date(now.getTime() + LOCK_MS).toISOString(), max: 5 };
    const taken = await Promise.all(
      Array.from({ length: 10 }, () => takePasswordAttempt(suite.testApp.context.db, id, at)),
    );
    expect(taken.filter((number) => number !== undefined).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes at most 5 attempts of 10 concurrent wrong guesses', async () => {
    const { id, token, addressId } = await suite.ready('100');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        suite.apply(token, { amount: '20', address_id: addressId, password: 'guess1234' }),
      ),
    );
    const messages = outcomes.map((body) => body.message).sort();
    expect(messages.filter((message) => message === apiMessages.withdrawPasswordLocked)).toHaveLength(6);
    expect(messages.filter((message) => message !== apiMessages.withdrawPasswordLocked)).toEqual(
      [1, 2, 3, 4].map((left) => withdrawRefusals.passwordWrong(left)),
    );
    expect(await attemptsOf(id)).toBe(0);
    expect(await suite.apply(token, { amount: '20', address_id: addressId })).toEqual(
      refusal(apiMessages.withdrawPasswordLocked),
    );
  });
});
