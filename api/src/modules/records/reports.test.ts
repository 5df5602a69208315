/**
 * 投注记录汇总 and 输赢报表 on both databases, after rounds played through the real provider
 * callbacks (wins, losses, a later second win, a rollback, an open round, a held win an operator
 * paid) and bonus and rebate entries: every figure equals a recomputation from game_rounds and
 * the entries, days turn at 00:00 Asia/Shanghai, another player's rounds never count, and bad
 * periods are refused in Chinese. 我的 over the same world is in info.test.ts.
 */
import { apiGameTypeNames, apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { bearer } from '../../test/players';
import { recordCall } from '../../test/records';
import { LAST_7_DAYS, reportsWorld } from '../../test/records-reports';
import { money, recomputedBets, type RoundPlayer } from '../../test/records-rounds';
import { refusal } from '../../test/requests';
import { kindsOf } from './kinds';

const { betRecords, winLossReport, platformInfo } = apiPaths.records;

describe.each(TEST_DATABASES)('bet records and reports on %s', (database) => {
  let testApp: TestApp;
  let alice: RoundPlayer;
  let bob: RoundPlayer;
  let platformNames: Map<string, string>;
  beforeAll(async () => {
    ({ testApp, alice, bob } = await reportsWorld(database));
    const platforms = await testApp.context.db.selectFrom('game_platforms').select(['code', 'name']).execute();
    platformNames = new Map(platforms.map((row) => [row.code, row.name]));
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('sums 投注记录汇总 per category and provider as the settled rounds do, largest stake first', async () => {
    for (const player of [alice, bob]) {
      const { result } = await recordCall(testApp, player.token, betRecords, { period: '7d' });
      const { byGame } = await recomputedBets(testApp, player.id, LAST_7_DAYS);
      byGame.sort((a, b) => b.stake - a.stake);
      const row = (sum: { rounds: number; stake: number; payout: number }) => ({
        rounds: sum.rounds,
        stake: money(sum.stake),
        payout: money(sum.payout),
        win_loss: money(sum.payout - sum.stake),
      });
      expect(result.rows).toEqual(
        byGame.map((game) => ({
          game_type_id: game.game_type_id,
          game_type_name: apiGameTypeNames[game.game_type_id],
          provider: game.provider,
          provider_name: platformNames.get(game.provider),
          ...row(game),
        })),
      );
      const total = byGame.reduce(
        (sum, game) => ({
          rounds: sum.rounds + game.rounds,
          stake: sum.stake + game.stake,
          payout: sum.payout + game.payout,
        }),
        { rounds: 0, stake: 0, payout: 0 },
      );
      expect(result.total).toEqual(row(total));
    }
    // Alice by hand: three categories; the open and the cancelled round never count.
    const { result } = await recordCall(testApp, alice.token, betRecords, { period: '7d' });
    expect(result.rows.map((row: any) => [row.game_type_name, row.provider, row.rounds])).toEqual([
      ['电子', 'demo', 4],
      ['捕鱼', 'pg', 2],
      ['其他', 'demo', 1],
    ]);
    expect(result.total).toEqual({ rounds: 7, stake: '37.000000', payout: '104.000000', win_loss: '67.000000' });
  });

  it('turns the day at 00:00 Asia/Shanghai: 23:59:59 is yesterday, 00:00:00 today', async () => {
    const totals = async (payload: object) =>
      (await recordCall(testApp, alice.token, betRecords, payload)).result.total;
    expect(await totals({ period: 'yesterday' })).toEqual({
      rounds: 1,
      stake: '6.000000',
      payout: '0.000000',
      win_loss: '-6.000000',
    });
    expect(await totals({ period: 'today' })).toEqual({
      rounds: 3,
      stake: '11.000000',
      payout: '77.000000',
      win_loss: '66.000000',
    });
    expect(await totals({ start_date: '2026-03-09', end_date: '2026-03-10' })).toMatchObject({ rounds: 4 });
  });

  it('reports every day of 输赢报表 newest first with bonus, rebate and net from the rounds and the entries', async () => {
    for (const player of [alice, bob]) {
      const { result } = await recordCall(testApp, player.token, winLossReport, { period: '7d' });
      const { byDay } = await recomputedBets(testApp, player.id, LAST_7_DAYS);
      const entries = await testApp.context.db
        .selectFrom('entries')
        .select(['kind', 'amount', 'created_at'])
        .where('account_id', '=', player.wallet)
        .where('created_at', '>=', LAST_7_DAYS.fromUtc)
        .where('created_at', '<', LAST_7_DAYS.toUtc)
        .execute();
      const credited = (date: string, category: 'bonus' | 'rebate') =>
        entries
          .filter((entry) => kindsOf(category).includes(entry.kind))
          .filter((entry) => new Date(Date.parse(entry.created_at) + 8 * 3600_000).toISOString().startsWith(date))
          .reduce((sum, entry) => sum + Number(entry.amount), 0);
      const dates = ['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-07', '2026-03-06', '2026-03-05', '2026-03-04'];
      const days = dates.map((date) => {
        const bets = byDay.get(date) ?? { stake: 0, payout: 0 };
        const [bonus, rebate] = [credited(date, 'bonus'), credited(date, 'rebate')];
        return {
          date,
          stake: bets.stake,
          payout: bets.payout,
          bonus,
          rebate,
          net: bets.payout - bets.stake + bonus + rebate,
        };
      });
      const shown = (day: Omit<(typeof days)[number], 'date'>) => ({
        stake: money(day.stake),
        payout: money(day.payout),
        bonus: money(day.bonus),
        rebate: money(day.rebate),
        net: money(day.net),
      });
      expect(result.days).toEqual(days.map(({ date, ...day }) => ({ date, ...shown(day) })));
      const sum = (key: 'stake' | 'payout' | 'bonus' | 'rebate' | 'net') =>
        days.reduce((total, day) => total + day[key], 0);
      expect(result.total).toEqual(
        shown({
          stake: sum('stake'),
          payout: sum('payout'),
          bonus: sum('bonus'),
          rebate: sum('rebate'),
          net: sum('net'),
        }),
      );
    }
    const { result } = await recordCall(testApp, alice.token, winLossReport, { period: '7d' });
    // The 8th by hand: PG 7 staked, 2 paid; bonuses 8 + 2 − 3 (a reversal counts negative).
    expect(result.days[2]).toEqual({
      date: '2026-03-08',
      stake: '7.000000',
      payout: '2.000000',
      bonus: '7.000000',
      rebate: '0.000000',
      net: '2.000000',
    });
    expect(result.days[0]).toMatchObject({ date: '2026-03-10', rebate: '1.500000', net: '67.500000' });
    expect(result.total).toMatchObject({ bonus: '7.000000', rebate: '1.500000', net: '75.500000' });
  });

  it('refuses bad periods in Chinese (never a 500) and a visitor with 401', async () => {
    const cases: Array<[object, string]> = [
      [{ period: 'week' }, apiMessages.recordPeriodInvalid],
      [{ start_date: '2026-02-30' }, apiMessages.recordDateInvalid],
      [{ start_date: '2026-03-10', end_date: '2026-03-01' }, apiMessages.recordDateOrder],
      [{ start_date: '2026-03-11' }, apiMessages.recordDateFuture],
      [{ start_date: '2026-01-01', end_date: '2026-03-01' }, apiMessages.recordRangeTooLong],
      [{ start_date: 20260301 }, apiMessages.recordDateInvalid],
    ];
    for (const url of [betRecords, winLossReport])
      for (const [payload, message] of cases) {
        const { status, body } = await testApp.call({ method: 'POST', url, payload, headers: bearer(alice.token) });
        expect([status, body], `${url} ${JSON.stringify(payload)}`).toEqual([200, refusal(message)]);
      }
    for (const url of [betRecords, winLossReport, platformInfo])
      expect((await testApp.call({ method: 'POST', url, payload: {} })).status).toBe(401);
  });
});
