/**
 * 反水 settlement on both databases: rounds through the real provider callbacks in three categories
 * across Asia/Shanghai midnight, the rates of the VIP level reached by cumulative stake through the
 * day, amounts worked out by hand; reruns, concurrent runs and a crash mid-run pay each (player, day) once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentApp, CARDS, FISH, invitedPlayer, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { freezeClock } from '../../../test/records';
import { USDT, type RoundPlayer } from '../../../test/records-rounds';
import { insertVipPromotion, playIn, rebateRows } from '../../../test/rebates';
import { settleDueRebateDays, settleRebateDay } from './settlement';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';
const sh = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();

const play = playIn;

describe.each(TEST_DATABASES)('rebate settlement on %s', (database) => {
  let testApp: TestApp;
  let players: Record<'P' | 'Q' | 'R' | 'S', RoundPlayer>;

  /**
   * Monday: P 1,000 slots + 2,000 fish + 500 cards (level 0: 5 + 6 + 0 = 11); Q 12,000 slots (level 1
   * that day: 96); R 8,000 slots (level 0: 40); S 1,000 cards (level 0 has no cards rate: no row).
   * P's 100 slots bet at 23:59:59 settle at 00:00:00: Tuesday's (level 0: 0.5). R's 3,000 slots on
   * Tuesday take R to 11,000 cumulative: level 1 that day (24), Monday's row stays level 0.
   */
  beforeEach(async () => {
    testApp = await agentApp(database, sh(MONDAY, '08:00:00'));
    await insertVipPromotion(testApp);
    const [P, Q, R, S] = [
      await invitedPlayer(testApp, null),
      await invitedPlayer(testApp, null),
      await invitedPlayer(testApp, null),
      await invitedPlayer(testApp, null),
    ];
    players = { P, Q, R, S };
    await play(testApp, P, SLOTS, 1_000, sh(MONDAY, '10:00:00'));
    await play(testApp, P, FISH, 2_000, sh(MONDAY, '10:05:00'));
    await play(testApp, P, CARDS, 500, sh(MONDAY, '10:10:00'));
    await play(testApp, Q, SLOTS, 12_000, sh(MONDAY, '11:00:00'));
    await play(testApp, R, SLOTS, 8_000, sh(MONDAY, '12:00:00'));
    await play(testApp, S, CARDS, 1_000, sh(MONDAY, '13:00:00'));
    await play(testApp, P, SLOTS, 100, sh(MONDAY, '23:59:59'));
    await play(testApp, R, SLOTS, 3_000, sh(TUESDAY, '10:00:00'));
  });
  afterEach(() => testApp.close());

  const settleAt = (day: string, at: string) => {
    freezeClock(testApp, at);
    return settleRebateDay(testApp.context, day);
  };
  const runRow = async (day: string) =>
    testApp.context.db.selectFrom('rebate_days').selectAll().where('day', '=', day).executeTakeFirst();

  it('pays each category at the rates of the level reached through that day; a round settled after midnight counts the next day', async () => {
    const { P, Q, R } = players;
    const monday = await settleAt(MONDAY, sh(TUESDAY, '00:05:00'));
    expect(monday).toMatchObject({ day: MONDAY, status: 'done', players: 3, amount: 147 * USDT });
    expect(await rebateRows(testApp, MONDAY)).toEqual([
      [P.id, 0, 3_500 * USDT, 11 * USDT],
      [Q.id, 1, 12_000 * USDT, 96 * USDT],
      [R.id, 0, 8_000 * USDT, 40 * USDT],
    ]);
    const tuesday = await settleAt(TUESDAY, sh(WEDNESDAY, '09:00:00'));
    expect(tuesday).toMatchObject({ day: TUESDAY, status: 'done', players: 2, amount: 24.5 * USDT });
    expect(await rebateRows(testApp, TUESDAY)).toEqual([
      [P.id, 0, 100 * USDT, 0.5 * USDT],
      [R.id, 1, 3_000 * USDT, 24 * USDT],
    ]);
    const waiting = await testApp.context.db.selectFrom('player_rebates').select('claim_id').execute();
    expect(waiting.every((row) => row.claim_id === null)).toBe(true);
  });

  it('refuses a day not over (before 00:05 the next day) and a day that is no date, writing nothing', async () => {
    await expect(settleAt(MONDAY, sh(MONDAY, '23:59:59'))).rejects.toThrow('该日尚未结束，不能结算反水');
    await expect(settleAt(MONDAY, sh(TUESDAY, '00:04:59'))).rejects.toThrow('该日尚未结束，不能结算反水');
    await expect(settleAt('2026-02-30', sh(TUESDAY, '00:10:00'))).rejects.toThrow('日期格式错误');
    expect(await runRow(MONDAY)).toBeUndefined();
    expect(await rebateRows(testApp, MONDAY)).toEqual([]);
  });

  it('pays nothing twice: a rerun, two runs at once, and a run resumed after a crash', async () => {
    freezeClock(testApp, sh(WEDNESDAY, '09:00:00'));
    const [first, second] = await Promise.all([
      settleRebateDay(testApp.context, MONDAY),
      settleRebateDay(testApp.context, MONDAY),
    ]);
    expect(first).toEqual(second);
    expect(await rebateRows(testApp, MONDAY)).toHaveLength(3);
    // Rounds settled after the day was settled cannot reopen it: a rerun answers the same totals.
    await testApp.context.db
      .updateTable('player_rebates')
      .set({ amount: USDT as never })
      .execute();
    expect(await settleRebateDay(testApp.context, MONDAY)).toEqual(first);
    expect((await rebateRows(testApp, MONDAY)).map((row) => row[3])).toEqual([USDT, USDT, USDT]);

    // Tuesday crashes after its first batch of one: the row written stays, the rest comes on resume.
    const crash = () => {
      throw new Error('the process died');
    };
    await expect(settleRebateDay(testApp.context, TUESDAY, { batchSize: 1, afterBatch: crash })).rejects.toThrow(
      'the process died',
    );
    expect(await runRow(TUESDAY)).toMatchObject({ status: 'running' });
    expect(await rebateRows(testApp, TUESDAY)).toHaveLength(1);
    expect((await settleDueRebateDays(testApp.context)).map((day) => [day.day, day.players, day.amount])).toEqual([
      [TUESDAY, 2, 24.5 * USDT],
    ]);
    expect(await rebateRows(testApp, TUESDAY)).toHaveLength(2);
  });

  it('uses the VIP levels even while that promotion is off, and pays nobody without them', async () => {
    await testApp.context.db.deleteFrom('promotion_versions').execute();
    await testApp.context.db.deleteFrom('promotions').execute();
    expect(await settleAt(MONDAY, sh(TUESDAY, '00:05:00'))).toMatchObject({ status: 'done', players: 0, amount: 0 });
    expect(await rebateRows(testApp, MONDAY)).toEqual([]);
  });

  it('settles due days past their grace up to 7 days back, and none while rebates are off', async () => {
    freezeClock(testApp, sh(WEDNESDAY, '00:04:00'));
    // Tuesday is still in its grace.
    expect((await settleDueRebateDays(testApp.context)).map((day) => day.day)).toEqual([MONDAY]);
    await testApp.context.db
      .insertInto('site_settings')
      .values({ key: 'rebate_settings', value_json: '{"enabled":false,"claim_min":10000}', updated_at: 'x' })
      .execute();
    freezeClock(testApp, sh(WEDNESDAY, '00:05:00'));
    expect(await settleDueRebateDays(testApp.context)).toEqual([]);
    await expect(settleRebateDay(testApp.context, TUESDAY)).rejects.toThrow('反水已关闭');
    // A settled day still answers its totals while off.
    expect(await settleRebateDay(testApp.context, MONDAY)).toMatchObject({ status: 'done', players: 3 });
    await testApp.context.db.updateTable('site_settings').set({ value_json: '{"enabled":true}' }).execute();
    // On 25 November the window starts at 18 November: Tuesday is beyond it; on the 24th it is not.
    freezeClock(testApp, sh('2026-11-25', '12:00:00'));
    expect(await settleDueRebateDays(testApp.context)).toEqual([]);
    freezeClock(testApp, sh('2026-11-24', '12:00:00'));
    expect((await settleDueRebateDays(testApp.context)).map((day) => day.day)).toEqual([TUESDAY]);
  });
});
