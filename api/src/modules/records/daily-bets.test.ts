/**
 * The daily bet summary under concurrent wallet calls, on every test database (on PostgreSQL calls
 * run truly in parallel): two wins racing to settle one round count it once, a bet racing the win
 * that settles its round is either in the settled stake or refused, never added after; and the
 * summary always equals the recomputation from game_rounds.
 */
import { PROVIDER_WALLET_CODES as CODES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectDailyBetsRecomputed } from '../../test/ledger-invariants';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { freezeClock } from '../../test/records';
import { betBody, fundedGamePlayer, providerCall, USDT, winBody, withoutWinLimit } from '../../test/provider';

const ROUNDS = 12;
const TIMEOUT_MS = 60_000;

describe.each(TEST_DATABASES)('daily bet summary under concurrency on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), withoutWinLimit());

  const summaryOf = (playerId: number) =>
    testApp.context.db.selectFrom('player_daily_bets').selectAll().where('player_id', '=', playerId).execute();

  it(
    'counts a round once when two wins settle it at once, with both payouts',
    async () => {
      // One Shanghai day for every round, whenever the suite runs.
      freezeClock(testApp, '2026-03-10T04:00:00.000Z');
      const player = await fundedGamePlayer(testApp, 1000 * USDT);
      const pairs = [];
      for (let index = 0; index < ROUNDS; index += 1) {
        const first = betBody(player, '2');
        const second = betBody(player, '3', { round_id: first.round_id });
        for (const bet of [first, second]) expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
        pairs.push([first, second] as const);
      }
      const answers = await Promise.all(
        pairs.flatMap(([first, second]) => [
          providerCall(testApp, 'win', winBody(player, first, '1')),
          providerCall(testApp, 'win', winBody(player, second, '4')),
        ]),
      );
      expect(answers.map((answer) => answer.body.code)).toEqual(answers.map(() => 200));
      const [row, ...others] = await summaryOf(player.id);
      expect(others).toEqual([]);
      expect(row).toMatchObject({ rounds: ROUNDS });
      expect([Number(row!.stake), Number(row!.payout)]).toEqual([ROUNDS * 5 * USDT, ROUNDS * 5 * USDT]);
      await expectDailyBetsRecomputed(testApp.context.db);
    },
    TIMEOUT_MS,
  );

  it(
    'keeps a bet racing its round’s win either in the settled stake or refused',
    async () => {
      // One Shanghai day for every round, whenever the suite runs.
      freezeClock(testApp, '2026-03-10T04:00:00.000Z');
      const player = await fundedGamePlayer(testApp, 1000 * USDT);
      const firsts = [];
      for (let index = 0; index < ROUNDS; index += 1) {
        const first = betBody(player, '1');
        expect((await providerCall(testApp, 'bet', first)).body.code).toBe(200);
        firsts.push(first);
      }
      const answers = await Promise.all(
        firsts.flatMap((first) => [
          providerCall(testApp, 'win', winBody(player, first, '0')),
          providerCall(testApp, 'bet', betBody(player, '2', { round_id: first.round_id })),
        ]),
      );
      const lateBets = answers.filter((_answer, index) => index % 2 === 1).map((answer) => answer.body.code);
      expect(lateBets.every((code) => code === 200 || code === CODES.roundMismatch)).toBe(true);
      const accepted = lateBets.filter((code) => code === 200).length;
      const [row] = await summaryOf(player.id);
      expect([row!.rounds, Number(row!.stake)]).toEqual([ROUNDS, (ROUNDS + 2 * accepted) * USDT]);
      await expectDailyBetsRecomputed(testApp.context.db);
    },
    TIMEOUT_MS,
  );
});
