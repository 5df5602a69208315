/** The operator's view of a player's protection, lifting a permanent exclusion (超级管理员, after 6 months), closing deposit reviews. */
import { adminProtectionSchema, apiMessages, apiPaths, adminMessages, envelopeSchema } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { captchaFor, registerAndLogin } from '../../test/players';
import { callAs, DAY_MS, protectionCalls, protectionEventsOf, setOperatorRole } from '../../test/protection';
import { generousLimits, operatorToken, playerToken, refusal } from '../../test/requests';

describe.each(TEST_DATABASES)('protection, operator side, on %s', (database) => {
  let testApp: TestApp;
  let superAdminId: number;
  let supportId: number;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    await operatorToken(testApp);
    await operatorToken(testApp);
    [superAdminId, supportId] = (
      await testApp.context.db.selectFrom('operators').select('id').orderBy('id').execute()
    ).map((row) => row.id) as [number, number];
    await setOperatorRole(testApp, supportId, 'support');
  });
  afterAll(() => testApp.close());

  const base = (playerId: number) => `${apiPaths.admin.players}/${playerId}/protection`;
  /** A fresh session each call: a test may move the clock past a week. */
  const asOperator = async (operatorId: number, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAs(testApp, await operatorToken(testApp, operatorId), method, url, payload as Record<string, unknown>);
  const lift = (operatorId: number, playerId: number, reason: unknown = '玩家书面申请，已核实') =>
    asOperator(operatorId, 'POST', `${base(playerId)}/lift`, { reason });
  const login = async (username: string, password: string) => {
    const device = newDevice();
    const captcha = await captchaFor(testApp, device);
    return (
      await testApp.call({ method: 'POST', url: apiPaths.login, payload: { username, password, captcha, device } })
    ).body;
  };
  const auditOf = async (entity: string, entityId: number) =>
    testApp.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .execute();

  it("shows a player's limits, reality check, break, age confirmation and events, read-only", async () => {
    const player = await registerAndLogin(testApp);
    const calls = protectionCalls(testApp, player.token);
    await calls.setLimit('deposit_7d', '300');
    await calls.realityCheck(60);
    await calls.takeBreak('cool_off', '7d');
    const view = await asOperator(superAdminId, 'GET', base(player.id));
    expect(envelopeSchema(adminProtectionSchema).parse(view).result).toMatchObject({
      player_id: player.id,
      reality_check_minutes: 60,
      break: { kind: 'cool_off', period: '7d' },
      age_confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deposit_reviews: [],
    });
    expect(view.result.limits.find((limit: { key: string }) => limit.key === 'deposit_7d').amount).toBe('300.000000');
    expect(view.result.events.map((event: { action: string }) => event.action)).toEqual([
      'break_started',
      'reality_check_set',
      'limit_set',
    ]);
    expect(view.result.events[2]).toMatchObject({ actor: 'player', operator_id: null, detail: { key: 'deposit_7d' } });
  });

  it('answers 404 for an unknown player and 403 to a player token', async () => {
    expect(await asOperator(superAdminId, 'GET', base(999_999))).toEqual(
      refusal(apiMessages.walletPlayerNotFound, 404),
    );
    const player = await registerAndLogin(testApp);
    const response = await testApp.call({
      method: 'GET',
      url: base(player.id),
      headers: { authorization: `Bearer ${await playerToken(testApp, player.id)}` },
    });
    expect(response.status).toBe(403);
  });

  it('lets only a 超级管理员 lift a permanent exclusion, and only after 6 months; audited twice', async () => {
    const player = await registerAndLogin(testApp);
    const taken = await protectionCalls(testApp, player.token).takeBreak('exclusion', 'permanent');
    const sixMonths = new Date(taken.result.started_at);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(await lift(superAdminId, player.id)).toEqual(refusal(apiMessages.liftNotAllowed));
    expect(await lift(supportId, player.id)).toEqual({ code: 403, message: adminMessages.roleForbidden });
    // setUTCMonth may run a few days past a short month's end: four days before it is surely too early.
    testApp.advanceTime(sixMonths.getTime() - 4 * DAY_MS - testApp.context.now().getTime());
    expect(await lift(superAdminId, player.id)).toEqual(refusal(apiMessages.liftNotAllowed));
    testApp.advanceTime(4 * DAY_MS + 60_000);
    expect(await lift(supportId, player.id)).toEqual({ code: 403, message: adminMessages.roleForbidden });
    expect(await lift(superAdminId, player.id, '  ')).toEqual(refusal(apiMessages.liftReasonRequired));

    const lifted = await lift(superAdminId, player.id);
    expect(lifted.code).toBe(200);
    expect(lifted.result.break).toBeNull();
    const [audit, ...more] = await auditOf('player_protection', player.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ operator_id: superAdminId, action: 'update' });
    expect(JSON.parse(audit?.before_json ?? '')).toMatchObject({ break_kind: 'exclusion', break_period: 'permanent' });
    expect(JSON.parse(audit?.after_json ?? '')).toMatchObject({
      break_kind: null,
      lift_reason: '玩家书面申请，已核实',
    });
    const events = await protectionEventsOf(testApp, player.id);
    expect(events.at(-1)).toMatchObject({
      actor: 'operator',
      operator_id: superAdminId,
      action: 'exclusion_lifted',
      detail: { period: 'permanent', started_at: taken.result.started_at, reason: '玩家书面申请，已核实' },
    });
    expect((await login(player.username, player.password)).code).toBe(200);
    expect(await lift(superAdminId, player.id)).toEqual(refusal(apiMessages.liftNotAllowed));
  });

  it('lifts nothing but a permanent exclusion: not a cool-off, not a timed exclusion, not no break', async () => {
    const none = await registerAndLogin(testApp);
    expect(await lift(superAdminId, none.id)).toEqual(refusal(apiMessages.liftNotAllowed));
    for (const [kind, period] of [
      ['cool_off', '6w'],
      ['exclusion', '5y'],
    ] as const) {
      const player = await registerAndLogin(testApp);
      await protectionCalls(testApp, player.token).takeBreak(kind, period);
      testApp.advanceTime(200 * DAY_MS);
      expect(await lift(superAdminId, player.id)).toEqual(refusal(apiMessages.liftNotAllowed));
    }
  });

  it('closes an open deposit review once, with a note, audited both ways', async () => {
    const player = await registerAndLogin(testApp);
    const other = await registerAndLogin(testApp);
    const review = await testApp.context.db
      .insertInto('deposit_limit_reviews')
      .values({
        player_id: player.id,
        source: 'chain',
        reference: `test-review:${player.id}`,
        amount: 25_000_000 as never,
        limit_key: 'deposit_24h',
        status: 'open',
        closed_by: null,
        close_note: null,
        created_at: testApp.context.now().toISOString(),
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const view = await asOperator(supportId, 'GET', base(player.id));
    expect(view.result.deposit_reviews).toEqual([
      { id: review.id, amount: '25.000000', limit_key: 'deposit_24h', created_at: expect.any(String) },
    ]);
    const close = (playerId: number, note: unknown = '已与玩家确认来源', operatorId = superAdminId) =>
      asOperator(operatorId, 'POST', `${base(playerId)}/reviews/${review.id}/close`, { note });
    // 客服 only reads a player; closing a review is 财务's (or 超级管理员's).
    expect(await close(player.id, '已与玩家确认来源', supportId)).toEqual({
      code: 403,
      message: adminMessages.roleForbidden,
    });
    expect(await close(other.id)).toEqual(refusal(apiMessages.depositReviewClosed));
    expect(await close(player.id, '')).toEqual(refusal(apiMessages.liftReasonRequired));
    const closed = await close(player.id);
    expect(closed.code).toBe(200);
    expect(closed.result.deposit_reviews).toEqual([]);
    expect(await close(player.id)).toEqual(refusal(apiMessages.depositReviewClosed));

    const [audit] = await auditOf('deposit_limit_reviews', review.id);
    expect(JSON.parse(audit?.before_json ?? '')).toMatchObject({ status: 'open' });
    expect(JSON.parse(audit?.after_json ?? '')).toMatchObject({
      status: 'closed',
      closed_by: superAdminId,
      close_note: '已与玩家确认来源',
    });
    expect((await protectionEventsOf(testApp, player.id)).at(-1)).toMatchObject({
      actor: 'operator',
      operator_id: superAdminId,
      action: 'deposit_review_closed',
      detail: { review_id: review.id, amount: '25.000000', note: '已与玩家确认来源' },
    });
  });
});
