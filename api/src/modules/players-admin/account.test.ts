/**
 * Disabling a player's login and resetting their withdrawal password, on both databases: 财务 only,
 * audited; a disabled player is out at once (sessions, game sessions, entry codes) and cannot log in
 * by password or entry code until enabled again.
 */
import { apiMessages, apiPaths, playerAdminMessages, PROVIDER_WALLET_CODES } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, captchaFor, registerAndLogin } from '../../test/players';
import { callAs } from '../../test/protection';
import { launchTokenFor, providerCall } from '../../test/provider';
import { generousLimits, operatorToken, playerToken, refusal } from '../../test/requests';
import { hashToken, newToken } from '../auth/tokens';

const { players } = apiPaths.admin;
const REASON = '玩家涉嫌盗号，暂停登录待核实';

describe.each(TEST_DATABASES)('player account changes on %s', (database) => {
  let testApp: TestApp;
  let finance: string;
  let financeId: number;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    finance = await operatorToken(testApp, undefined, 'finance');
    const operators = testApp.context.db.selectFrom('operators').select('id').where('role', '=', 'finance');
    financeId = (await operators.orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => testApp.close());

  const login = async (username: string, password: string) => {
    const device = newDevice();
    const captcha = await captchaFor(testApp, device);
    return (
      await testApp.call({ method: 'POST', url: apiPaths.login, payload: { username, password, captcha, device } })
    ).body;
  };
  const statusOf = async (token: string) =>
    (await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(token) })).status;
  const setLogin = (playerId: number, enabled: boolean, token = finance, reason = REASON) =>
    callAs(testApp, token, 'POST', `${players}/${playerId}/login`, { enabled, reason });
  const auditOf = (entity: string, playerId: number) =>
    testApp.context.db
      .selectFrom('audit_log')
      .select(['operator_id', 'action', 'before_json', 'after_json'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(playerId))
      .orderBy('id')
      .execute();
  const insertEntryCode = async (playerId: number) => {
    const code = newToken();
    const now = testApp.context.now();
    await testApp.context.db
      .insertInto('entry_codes')
      .values({
        code_hash: hashToken(code),
        player_id: playerId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 60_000).toISOString(),
      })
      .execute();
    return code;
  };
  const exchange = async (code: string) =>
    (await testApp.call({ method: 'POST', url: apiPaths.entry, payload: { token: code } })).body;

  it('disables login at once: every session, game session and entry code ends; audited', async () => {
    const alice = await registerAndLogin(testApp);
    const otherDevice = await playerToken(testApp, alice.id);
    const entry = await callAs(testApp, alice.token, 'POST', apiPaths.entryCode);
    const launched = await providerCall(testApp, 'authenticate', {
      launch_token: await launchTokenFor(testApp, alice.id),
    });
    const gameSession = launched.body.result.session_token as string;

    const disabled = await setLogin(alice.id, false);
    expect(disabled.code).toBe(200);
    expect(typeof disabled.result.login_disabled_at).toBe('string');
    for (const token of [alice.token, alice.registerToken, otherDevice]) expect(await statusOf(token)).toBe(401);
    expect(await exchange(entry.result.code)).toEqual(refusal(apiMessages.entryCodeInvalid));
    const balance = await providerCall(testApp, 'balance', { player_id: String(alice.id), session_token: gameSession });
    expect(balance.body.code).toBe(PROVIDER_WALLET_CODES.sessionInvalid);

    const [audit, ...more] = await auditOf('player_login', alice.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ operator_id: financeId, action: 'update' });
    expect(JSON.parse(audit!.before_json!)).toEqual({ login_disabled_at: null });
    expect(JSON.parse(audit!.after_json!)).toEqual({
      login_disabled_at: disabled.result.login_disabled_at,
      reason: REASON,
      ended: { sessions: 3, gameSessions: 1, launches: 0, entryCodes: 1 },
    });
    // Disabling again changes nothing and writes nothing.
    expect((await setLogin(alice.id, false)).result.login_disabled_at).toBe(disabled.result.login_disabled_at);
    expect(await auditOf('player_login', alice.id)).toHaveLength(1);
    const listed = await callAs(testApp, finance, 'GET', players, { q: alice.username });
    expect(listed.result.list[0]).toMatchObject({ id: alice.id, login_disabled: true });
  });

  it('refuses a disabled player login by password and by entry code, after the password; enabling lets them in', async () => {
    const bob = await registerAndLogin(testApp);
    expect((await setLogin(bob.id, false)).code).toBe(200);
    expect(await login(bob.username, bob.password)).toEqual(refusal(playerAdminMessages.loginDisabled));
    // A wrong password learns nothing of the account's state.
    expect(await login(bob.username, 'wrong-password1')).toEqual(refusal(apiMessages.badCredentials));
    // A session made around it (none can be, but if one were) cannot mint a way in, nor can a code minted before.
    const stray = await playerToken(testApp, bob.id);
    expect(await callAs(testApp, stray, 'POST', apiPaths.entryCode)).toEqual(
      refusal(playerAdminMessages.loginDisabled),
    );
    expect(await exchange(await insertEntryCode(bob.id))).toEqual(refusal(playerAdminMessages.loginDisabled));

    const enabled = await setLogin(bob.id, true, finance, '核实为本人，恢复登录');
    expect(enabled.result.login_disabled_at).toBeNull();
    const again = await login(bob.username, bob.password);
    expect(again.code).toBe(200);
    expect(await statusOf(again.result.token)).toBe(200);
    const audits = await auditOf('player_login', bob.id);
    expect(audits.map((row) => JSON.parse(row.after_json!).login_disabled_at === null)).toEqual([false, true]);
    expect(JSON.parse(audits[1]!.after_json!)).toEqual({ login_disabled_at: null, reason: '核实为本人，恢复登录' });
  });

  it('resets the withdrawal password and its lock; the player sets a new one; the audit holds no hash', async () => {
    const carol = await registerAndLogin(testApp);
    const set = await callAs(testApp, carol.token, 'POST', apiPaths.wallet.setPassword, {
      password: 'withdraw888',
      confirm_password: 'withdraw888',
    });
    expect(set.code).toBe(200);
    const lockedUntil = new Date(testApp.context.now().getTime() + 3_600_000).toISOString();
    await testApp.context.db
      .updateTable('players')
      .set({ withdraw_pw_locked_until: lockedUntil, withdraw_pw_attempts: 3 })
      .where('id', '=', carol.id)
      .execute();
    const before = await callAs(testApp, finance, 'GET', `${players}/${carol.id}`);
    expect(before.result).toMatchObject({ withdraw_password_set: true, withdraw_password_locked_until: lockedUntil });

    const reset = await callAs(testApp, finance, 'POST', `${players}/${carol.id}/withdraw-password/reset`, {
      reason: '玩家遗忘提现密码，已核实身份',
    });
    expect(reset.result).toMatchObject({ withdraw_password_set: false, withdraw_password_locked_until: null });
    const row = await testApp.context.db
      .selectFrom('players')
      .select([
        'withdraw_password_hash',
        'withdraw_pw_attempts',
        'withdraw_pw_window_until',
        'withdraw_pw_locked_until',
      ])
      .where('id', '=', carol.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      withdraw_password_hash: null,
      withdraw_pw_attempts: 0,
      withdraw_pw_window_until: null,
      withdraw_pw_locked_until: null,
    });
    const [audit] = await auditOf('player_withdraw_password', carol.id);
    expect(JSON.parse(audit!.before_json!)).toEqual({
      withdraw_password_set: true,
      withdraw_pw_attempts: 3,
      withdraw_pw_locked_until: lockedUntil,
    });
    expect(audit!.after_json).not.toMatch(/argon|\$/);
    const again = await callAs(testApp, carol.token, 'POST', apiPaths.wallet.setPassword, {
      password: 'another999',
      confirm_password: 'another999',
    });
    expect(again.code).toBe(200);
  });

  it("is 财务's: 运营 and 客服 get 403; a reason is required; an unknown player is 404", async () => {
    const dave = await registerAndLogin(testApp);
    for (const role of ['operations', 'support'] as const) {
      const token = await operatorToken(testApp, undefined, role);
      const refused = await testApp.call({
        method: 'POST',
        url: `${players}/${dave.id}/login`,
        payload: { enabled: false, reason: REASON },
        headers: bearer(token),
      });
      expect(refused.status).toBe(403);
      const reset = await testApp.call({
        method: 'POST',
        url: `${players}/${dave.id}/withdraw-password/reset`,
        payload: { reason: REASON },
        headers: bearer(token),
      });
      expect(reset.status).toBe(403);
      // They still read the profile.
      expect((await callAs(testApp, token, 'GET', `${players}/${dave.id}`)).code).toBe(200);
    }
    expect(await setLogin(dave.id, false, finance, '  ')).toEqual(refusal(playerAdminMessages.reasonRequired));
    expect(await setLogin(999_999_999, false)).toEqual(refusal(apiMessages.walletPlayerNotFound, 404));
    expect(await statusOf(dave.token)).toBe(200);
    const superAdmin = await operatorToken(testApp);
    expect((await setLogin(dave.id, false, superAdmin)).code).toBe(200);
  });
});
