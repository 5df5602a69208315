/**
 * Around the settlement, on both databases: today's estimates recomputed and dropped once a day
 * settles, the job's look-back, and the operator's audited hand settlement.
 */
import { apiMessages, apiPaths, commissionDaySchema } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentApp, fourLevelTree, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { freezeClock } from '../../../test/records';
import { playRound, USDT, type RoundPlayer } from '../../../test/records-rounds';
import { operatorToken, refusal } from '../../../test/requests';
import { refreshEstimates } from './estimates';
import { settleDueDays } from './settlement';

const sh = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();
const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';

describe.each(TEST_DATABASES)('estimates, the job and the operator on %s', (database) => {
  let testApp: TestApp;
  let tree: Awaited<ReturnType<typeof fourLevelTree>>;
  beforeEach(async () => {
    testApp = await agentApp(database, sh(MONDAY, '08:00:00'));
    tree = await fourLevelTree(testApp);
  });
  afterEach(() => testApp.close());

  const slots = (player: RoundPlayer, stake: number, at: string) =>
    playRound(testApp, player, { at, stake: stake * USDT, payout: 0 });
  const estimates = async () =>
    (
      await testApp.context.db.selectFrom('agent_estimates').selectAll().orderBy('day').orderBy('agent_id').execute()
    ).map((row) => ({ agent: row.agent_id, day: row.day, amount: Number(row.amount), at: row.computed_at }));

  it('estimates today so far, and an unsettled yesterday, until the day is settled', async () => {
    const { A, B, C, D } = tree;
    await slots(D, 8_000, sh(MONDAY, '10:00:00'));
    freezeClock(testApp, sh(MONDAY, '12:00:00'));
    const first = await refreshEstimates(testApp.context);
    expect(first.days).toEqual([
      { day: '2026-11-15', agents: 0, commission: 0 },
      { day: MONDAY, agents: 3, commission: 40 * USDT },
    ]);
    const noon = sh(MONDAY, '12:00:00');
    expect(await estimates()).toEqual([
      { agent: A.id, day: MONDAY, amount: 0, at: noon },
      { agent: B.id, day: MONDAY, amount: 0, at: noon },
      { agent: C.id, day: MONDAY, amount: 40 * USDT, at: noon },
    ]);
    const row = await testApp.context.db
      .selectFrom('agent_estimates')
      .selectAll()
      .where('agent_id', '=', C.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.team_performance)).toBe(8_000 * USDT);
    expect(JSON.parse(row.categories_json)).toEqual([
      { game_type_id: SLOTS, team_performance: 8_000 * USDT, rate: 50, gross: 40 * USDT },
    ]);

    // 12,000 reaches the 70 tier: 84 for C.
    await slots(D, 4_000, sh(MONDAY, '13:00:00'));
    freezeClock(testApp, sh(TUESDAY, '00:02:00'));
    await refreshEstimates(testApp.context);
    expect((await estimates()).find((one) => one.agent === C.id)).toEqual({
      agent: C.id,
      day: MONDAY,
      amount: 84 * USDT,
      at: sh(TUESDAY, '00:02:00'),
    });

    // An estimate 8 days old goes too.
    await testApp.context.db
      .insertInto('agent_estimates')
      .values({
        agent_id: A.id,
        day: '2026-11-09',
        team_performance: USDT,
        direct_performance: USDT,
        categories_json: '[]',
        amount: 0,
        computed_at: sh('2026-11-09', '12:00:00'),
      } as never)
      .execute();
    freezeClock(testApp, sh(TUESDAY, '00:06:00'));
    expect((await settleDueDays(testApp.context)).map((day) => [day.day, day.commission])).toEqual([
      [MONDAY, 84 * USDT],
    ]);
    const after = await refreshEstimates(testApp.context);
    expect(after.days).toEqual([{ day: TUESDAY, agents: 0, commission: 0 }]);
    expect(await estimates()).toEqual([]);
  });

  it('settles the days it missed, up to 40 days back, oldest first', async () => {
    await slots(tree.D, 1_000, sh(MONDAY, '10:00:00'));
    await slots(tree.D, 1_000, sh(TUESDAY, '10:00:00'));
    // On 28 December the window starts at 18 November: both days are beyond it.
    freezeClock(testApp, sh('2026-12-28', '12:00:00'));
    expect(await settleDueDays(testApp.context)).toEqual([]);
    freezeClock(testApp, sh('2026-12-27', '12:00:00'));
    expect((await settleDueDays(testApp.context)).map((day) => day.day)).toEqual([TUESDAY]);
    freezeClock(testApp, sh('2026-12-26', '12:00:00'));
    expect((await settleDueDays(testApp.context)).map((day) => day.day)).toEqual([MONDAY]);
    // Two days that were missed together settle oldest first.
    await slots(tree.D, 1_000, sh('2026-12-26', '10:00:00'));
    await slots(tree.D, 1_000, sh('2026-12-27', '10:00:00'));
    freezeClock(testApp, sh('2026-12-28', '00:05:00'));
    expect((await settleDueDays(testApp.context)).map((day) => day.day)).toEqual(['2026-12-26', '2026-12-27']);
  });

  it('lets an operator settle an ended day by hand, audited, and answers its totals after', async () => {
    const { C, D } = tree;
    await slots(D, 8_000, sh(MONDAY, '10:00:00'));
    // A session opened at each call's moment: the frozen clock jumps by more than the 30-minute idle timeout.
    const settle = async (day: string, token?: string) =>
      testApp.call({
        method: 'POST',
        url: apiPaths.admin.commissionSettle,
        payload: { day },
        headers: bearer(token ?? (await operatorToken(testApp))),
      });
    freezeClock(testApp, sh(MONDAY, '23:00:00'));
    expect((await settle(MONDAY)).body).toEqual(refusal(apiMessages.agentDayNotOver));
    expect((await settle('2026-11-31')).body).toEqual(refusal(apiMessages.agentDayInvalid));
    expect((await settle(MONDAY, C.token)).status).toBe(403);
    expect(await testApp.context.db.selectFrom('commission_days').selectAll().execute()).toEqual([]);

    freezeClock(testApp, sh(TUESDAY, '00:30:00'));
    const { body } = await settle(MONDAY);
    expect(body.code).toBe(200);
    expect(commissionDaySchema.parse(body.result)).toMatchObject({
      day: MONDAY,
      status: 'settled',
      agents: 3,
      team_performance: '8000.000000',
      commission: '40.000000',
      claimed: '0.000000',
    });
    const claim = await testApp.call({
      method: 'POST',
      url: apiPaths.agent.playOut,
      payload: { request_id: 'claim-after-settle' },
      headers: bearer(C.token),
    });
    expect(claim.body.code).toBe(200);
    const again = await settle(MONDAY);
    expect(again.body.result).toEqual({ ...body.result, claimed: '40.000000' });
    const audit = await testApp.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'commission_days')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.entity_id, row.action, JSON.parse(row.after_json!).commission])).toEqual([
      [MONDAY, 'update', '40.000000'],
      [MONDAY, 'update', '40.000000'],
    ]);
    expect(JSON.parse(audit[0]!.before_json!)).toBeNull();
  });
});
