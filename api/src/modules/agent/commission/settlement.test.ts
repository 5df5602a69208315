/**
 * The daily settlement on both databases: a 4-level tree registered with invite codes, rounds
 * through the real provider callbacks in three categories across Asia/Shanghai midnight, amounts
 * worked out by hand; reruns, concurrent runs and a crash mid-run pay each (agent, day) once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentApp, CARDS, commissionRows, FISH, fourLevelTree, GAME_OF, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { freezeClock } from '../../../test/records';
import { playRound, SECOND_PROVIDER, USDT, winAgain, type RoundPlayer } from '../../../test/records-rounds';
import { DayNotOverError, settleCommissionDay, settleDueDays } from './settlement';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';
/** An Asia/Shanghai wall time as the ISO instant. */
const sh = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();

type Tree = Awaited<ReturnType<typeof fourLevelTree>>;

/** One settled round of `stake` USDT in a category at a Shanghai wall time (settled a second later). */
function play(testApp: TestApp, player: RoundPlayer, category: number, stake: number, at: string) {
  const provider = category === SLOTS ? 'demo' : SECOND_PROVIDER;
  const gameCode = GAME_OF[category as keyof typeof GAME_OF];
  return playRound(testApp, player, { at, provider, gameCode, stake: stake * USDT, payout: USDT });
}

/**
 * Monday: C's team (D, G) 11,100 slots + 1,000 fish; B's adds F's 500 slots and C's 2,500 cards;
 * A's adds B's 1,200 slots and E's 700 fish. A's own 5,000 counts in nobody's team.
 */
async function playMonday(testApp: TestApp, { A, B, C, D, E, F, G }: Tree) {
  await play(testApp, D, SLOTS, 8_000, sh(MONDAY, '10:00:00'));
  await play(testApp, D, FISH, 1_000, sh(MONDAY, '10:05:00'));
  await play(testApp, G, SLOTS, 3_000, sh(MONDAY, '11:00:00'));
  await play(testApp, C, CARDS, 2_500, sh(MONDAY, '12:00:00'));
  await play(testApp, F, SLOTS, 500, sh(MONDAY, '13:00:00'));
  await play(testApp, E, FISH, 700, sh(MONDAY, '14:00:00'));
  await play(testApp, B, SLOTS, 1_200, sh(MONDAY, '15:00:00'));
  await play(testApp, A, SLOTS, 5_000, sh(MONDAY, '16:00:00'));
  // Settled at 23:59:59: Monday's.
  await play(testApp, D, SLOTS, 100, sh(MONDAY, '23:59:58'));
}

/** Monday's amounts by hand (micro-USDT). */
const MONDAY_PAID = {
  // C: slots 11,100 at 70 = 77.7, fish 1,000 at 50 = 5 → 82.7 (D and G have no team).
  C: { gross: 82_700_000, deduction: 0, amount: 82_700_000 },
  // B: slots 11,600 at 70 = 81.2, fish 5, cards 2,500 at 50 = 12.5 → 98.7, less C's 82.7.
  B: { gross: 98_700_000, deduction: 82_700_000, amount: 16_000_000 },
  // A: slots 12,800 at 70 = 89.6, fish 1,700 at 50 = 8.5, cards 12.5 → 110.6, less B's 98.7.
  A: { gross: 110_600_000, deduction: 98_700_000, amount: 11_900_000 },
};

describe.each(TEST_DATABASES)('commission settlement on %s', (database) => {
  let testApp: TestApp;
  let tree: Tree;
  beforeEach(async () => {
    testApp = await agentApp(database, sh(MONDAY, '08:00:00'));
    tree = await fourLevelTree(testApp);
  });
  afterEach(() => testApp.close());

  const settleAt = (day: string, at: string) => {
    freezeClock(testApp, at);
    return settleCommissionDay(testApp.context, day);
  };
  const amounts = async (day: string) =>
    Object.fromEntries((await commissionRows(testApp, day)).map((row) => [row.agent_id, row.amount]));

  it('pays each agent the rate difference of each day, counting rounds by the day they settled', async () => {
    const { A, B, C, D, G } = tree;
    await playMonday(testApp, tree);
    // Bet at 23:59:59, won at 00:00:00: Tuesday's. Bet at 23:00 and won after Monday was settled: Tuesday's too.
    await play(testApp, G, FISH, 40, sh(MONDAY, '23:59:59'));
    const open = await playRound(testApp, D, { at: sh(MONDAY, '23:00:00'), stake: 50 * USDT });

    await expect(settleAt(MONDAY, sh(TUESDAY, '00:04:59'))).rejects.toBeInstanceOf(DayNotOverError);
    const monday = await settleAt(MONDAY, sh(TUESDAY, '00:05:00'));
    expect(monday).toMatchObject({ day: MONDAY, status: 'settled', agents: 3, commission: 110_600_000 });
    // Σ direct performance: every stake of a player with an inviter, once (A's own 5,000 is nobody's).
    expect(monday.teamPerformance).toBe(17_000 * USDT);
    const rows = await commissionRows(testApp, MONDAY);
    expect(
      rows.map(({ agent_id, gross, deduction, amount, status }) => ({ agent_id, gross, deduction, amount, status })),
    ).toEqual([
      { agent_id: A.id, ...MONDAY_PAID.A, status: 1 },
      { agent_id: B.id, ...MONDAY_PAID.B, status: 1 },
      { agent_id: C.id, ...MONDAY_PAID.C, status: 1 },
    ]);
    const rowOfC = rows.find((row) => row.agent_id === C.id)!;
    expect(Number(rowOfC.team_performance)).toBe(12_100 * USDT);
    expect(Number(rowOfC.direct_performance)).toBe(12_100 * USDT);
    expect(JSON.parse(rowOfC.categories_json)).toEqual([
      { game_type_id: FISH, team_performance: 1_000 * USDT, rate: 50, gross: 5 * USDT },
      { game_type_id: SLOTS, team_performance: 11_100 * USDT, rate: 70, gross: 77_700_000 },
    ]);

    await winAgain(testApp, D, open, USDT, sh(TUESDAY, '00:10:00'));
    // A rerun, after a round opened on Monday settled: nothing changes.
    expect(await settleAt(MONDAY, sh(TUESDAY, '00:20:00'))).toEqual(monday);
    expect(await commissionRows(testApp, MONDAY)).toEqual(rows);

    await play(testApp, D, SLOTS, 60_000, sh(TUESDAY, '12:00:00'));
    freezeClock(testApp, sh(WEDNESDAY, '00:06:00'));
    expect((await settleDueDays(testApp.context)).map((day) => day.day)).toEqual([TUESDAY]);
    // C: slots 60,050 at 90 = 540.45 + fish 40 at 50 = 0.2; B and A reach the same gross: 0 each.
    expect(await amounts(TUESDAY)).toEqual({ [A.id]: 0, [B.id]: 0, [C.id]: 540_650_000 });
    expect((await commissionRows(testApp, TUESDAY)).map((row) => row.status)).toEqual([0, 0, 1]);
    expect(await settleDueDays(testApp.context)).toEqual([]);
  });

  it('writes each row once when two runs settle the day at the same time', async () => {
    await playMonday(testApp, tree);
    freezeClock(testApp, sh(TUESDAY, '01:00:00'));
    const [first, second] = await Promise.all([
      settleCommissionDay(testApp.context, MONDAY, { batchSize: 1 }),
      settleCommissionDay(testApp.context, MONDAY, { batchSize: 1 }),
    ]);
    expect(first).toMatchObject({ status: 'settled', agents: 3, commission: 110_600_000 });
    expect(second).toMatchObject({ status: 'settled', agents: 3, commission: 110_600_000 });
    const { A, B, C } = tree;
    expect(await amounts(MONDAY)).toEqual({
      [A.id]: MONDAY_PAID.A.amount,
      [B.id]: MONDAY_PAID.B.amount,
      [C.id]: MONDAY_PAID.C.amount,
    });
  });

  it('finishes a run that crashed after its first batch, writing the rest once', async () => {
    await playMonday(testApp, tree);
    freezeClock(testApp, sh(TUESDAY, '01:00:00'));
    const crash = () => {
      throw new Error('crash after the first batch');
    };
    await expect(settleCommissionDay(testApp.context, MONDAY, { batchSize: 1, afterBatch: crash })).rejects.toThrow(
      'crash after the first batch',
    );
    expect(await commissionRows(testApp, MONDAY)).toHaveLength(1);
    const run = await testApp.context.db.selectFrom('commission_days').selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ day: MONDAY, status: 'running', finished_at: null });
    // The job resumes a run left running.
    const [resumed] = await settleDueDays(testApp.context);
    expect(resumed).toMatchObject({ day: MONDAY, status: 'settled', agents: 3, commission: 110_600_000 });
    expect(Object.values(await amounts(MONDAY)).sort((a, b) => a - b)).toEqual([11_900_000, 16_000_000, 82_700_000]);
  });

  it('settles each day with the template in force that day when a version starts mid-week', async () => {
    const { db } = testApp.context;
    const base = await db.selectFrom('commission_templates').selectAll().executeTakeFirstOrThrow();
    const categories = JSON.parse(base.categories_json).map((category: { game_type_id: number }) =>
      category.game_type_id === SLOTS ? { game_type_id: SLOTS, tiers: [{ min_performance: 0, rate: 100 }] } : category,
    );
    const wednesday = await db
      .insertInto('commission_templates')
      .values({
        effective_from: WEDNESDAY,
        categories_json: JSON.stringify(categories),
        operator_id: null,
        created_at: sh(MONDAY, '09:00:00'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const day of [MONDAY, TUESDAY, WEDNESDAY]) await play(testApp, tree.D, SLOTS, 1_000, sh(day, '12:00:00'));
    freezeClock(testApp, sh('2026-11-19', '00:30:00'));
    const settled = await settleDueDays(testApp.context);
    expect(settled.map(({ day, templateId, commission }) => ({ day, templateId, commission }))).toEqual([
      { day: MONDAY, templateId: base.id, commission: 5 * USDT },
      { day: TUESDAY, templateId: base.id, commission: 5 * USDT },
      { day: WEDNESDAY, templateId: wednesday.id, commission: 10 * USDT },
    ]);
    expect(await amounts(WEDNESDAY)).toEqual({ [tree.A.id]: 0, [tree.B.id]: 0, [tree.C.id]: 10 * USDT });
  });

  it('counts a round whose clock still says a settled day on the next day, never reopening the closed one', async () => {
    await settleAt(MONDAY, sh(TUESDAY, '00:06:00'));
    // A callback whose clock is behind (or a demo day settled early): Monday is closed already.
    await play(testApp, tree.C, SLOTS, 1_000, sh(MONDAY, '23:59:00'));
    const counted = await testApp.context.db
      .selectFrom('player_daily_performance')
      .select(['day', 'stake'])
      .where('player_id', '=', tree.C.id)
      .execute();
    expect(counted.map((row) => [row.day, Number(row.stake)])).toEqual([[TUESDAY, 1_000 * USDT]]);
    await settleAt(TUESDAY, sh(WEDNESDAY, '00:06:00'));
    expect(await amounts(MONDAY)).toEqual({});
    expect(await amounts(TUESDAY)).toEqual({ [tree.A.id]: 0, [tree.B.id]: 5 * USDT });
  });

  it('refuses a day that has not ended plus 5 minutes, and one that is no calendar day', async () => {
    await expect(settleAt(MONDAY, sh(MONDAY, '23:59:59'))).rejects.toBeInstanceOf(DayNotOverError);
    await expect(settleAt(MONDAY, sh(TUESDAY, '00:04:59'))).rejects.toThrow('该日尚未结束');
    await expect(settleAt('2026-02-30', sh(TUESDAY, '00:10:00'))).rejects.toThrow('日期格式错误');
    // Before the first template version: no programme, nothing to settle by.
    await expect(settleAt('1999-12-31', sh(TUESDAY, '00:10:00'))).rejects.toThrow('该日早于代理返佣开始日期');
    expect(await testApp.context.db.selectFrom('commission_days').selectAll().execute()).toEqual([]);
    // A day without activity, settled by hand, still closes with zero totals.
    expect(await settleAt(MONDAY, sh(TUESDAY, '00:05:00'))).toMatchObject({
      status: 'settled',
      agents: 0,
      commission: 0,
    });
  });
});
