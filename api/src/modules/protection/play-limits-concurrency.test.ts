/**
 * Loss limits under concurrent bets of one player, on every test database (on PostgreSQL the pool has
 * 10 connections, so the calls truly overlap): together they never push the loss past the limit.
 */
import fc from 'fast-check';
import { PROVIDER_WALLET_CODES as CODES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { setPlayLimit } from '../../test/protection-play';
import {
  betBody,
  fundedGamePlayer,
  providerCall,
  USDT,
  walletBalanceOf,
  withoutWinLimit,
  type GamePlayer,
} from '../../test/provider';

/** Generous: the suite may share the machine with others; nothing here is timed. */
const TIMEOUT_MS = 120_000;

describe.each(TEST_DATABASES)('loss limits under concurrent bets on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), withoutWinLimit());

  /** Places the bets (micro-USDT) all at once, each in a round of its own or all in `roundId`; which were taken, which refused. */
  async function parallelBets(player: GamePlayer, stakes: number[], roundId?: string) {
    const ids = roundId ? { round_id: roundId } : {};
    const bets = stakes.map((stake) => betBody(player, (stake / USDT).toFixed(6), ids));
    const answers = await Promise.all(bets.map((bet) => providerCall(testApp, 'bet', bet)));
    const outcomes = bets.map((bet, index) => ({ bet, stake: stakes[index]!, body: answers[index]!.body }));
    for (const { body } of outcomes) expect([200, CODES.playerProtection]).toContain(body.code);
    return {
      taken: outcomes.filter((outcome) => outcome.body.code === 200),
      refused: outcomes.filter((outcome) => outcome.body.code !== 200),
    };
  }

  /** What the player's rounds of today add up to as loss (all are open: no win was sent). */
  async function lossOf(player: GamePlayer) {
    const rounds = await testApp.context.db
      .selectFrom('game_rounds')
      .select(['round_id', 'stake', 'payout'])
      .where('player_id', '=', player.id)
      .execute();
    return { rounds, loss: rounds.reduce((sum, round) => sum + Number(round.stake) - Number(round.payout), 0) };
  }

  /** The refused bets left no call, no round and no transfer. */
  async function expectNothingOf(refused: Array<{ bet: { transaction_id: string; round_id: string } }>) {
    if (refused.length === 0) return;
    const db = testApp.context.db;
    const ids = refused.map(({ bet }) => bet.transaction_id);
    expect(
      await db.selectFrom('provider_transactions').select('id').where('transaction_id', 'in', ids).execute(),
    ).toEqual([]);
    const rounds = refused.map(({ bet }) => bet.round_id);
    expect(await db.selectFrom('game_rounds').select('id').where('round_id', 'in', rounds).execute()).toEqual([]);
    const keys = ids.map((id) => `wallet:demo:${id}`);
    expect(await db.selectFrom('transfers').select('id').where('idempotency_key', 'in', keys).execute()).toEqual([]);
  }

  it(
    '20 parallel bets of 3 USDT against a daily loss limit of 50: 16 are taken, 4 refused with nothing moved',
    async () => {
      const player = await fundedGamePlayer(testApp, 1000 * USDT);
      await setPlayLimit(testApp, player.id, 'loss_24h', 50 * USDT);
      const { taken, refused } = await parallelBets(
        player,
        Array.from({ length: 20 }, () => 3 * USDT),
      );
      expect([taken.length, refused.length]).toEqual([16, 4]);
      expect((await lossOf(player)).loss).toBe(48 * USDT);
      expect(await walletBalanceOf(testApp, player.id)).toBe(952 * USDT);
      await expectNothingOf(refused);
    },
    TIMEOUT_MS,
  );

  it(
    '10 parallel bets of 3 USDT in one round against a stake limit of 10: 3 are taken, 7 refused with nothing moved',
    async () => {
      const player = await fundedGamePlayer(testApp, 100 * USDT);
      await setPlayLimit(testApp, player.id, 'stake_round', 10 * USDT);
      const round = `round-${player.id}-shared`;
      const { taken, refused } = await parallelBets(
        player,
        Array.from({ length: 10 }, () => 3 * USDT),
        round,
      );
      expect([taken.length, refused.length]).toEqual([3, 7]);
      expect((await lossOf(player)).rounds.map((row) => [row.round_id, Number(row.stake)])).toEqual([
        [round, 9 * USDT],
      ]);
      expect(await walletBalanceOf(testApp, player.id)).toBe(91 * USDT);
      const calls = await testApp.context.db
        .selectFrom('provider_transactions')
        .select('transaction_id')
        .where('player_id', '=', player.id)
        .execute();
      expect(calls.map((row) => row.transaction_id).sort()).toEqual(taken.map(({ bet }) => bet.transaction_id).sort());
    },
    TIMEOUT_MS,
  );

  it(
    'parallel bets of any stakes on top of earlier losses: the taken ones stay within every limit, each refused one would not have',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 1, max: 20 * USDT }), { minLength: 2, maxLength: 16 }),
          fc.integer({ min: 10 * USDT, max: 100 * USDT }),
          fc.integer({ min: 0, max: 30 * USDT }),
          async (stakes, dailyLimit, earlier) => {
            const player = await fundedGamePlayer(testApp, 1000 * USDT);
            if (earlier > 0) await providerCall(testApp, 'bet', betBody(player, (earlier / USDT).toFixed(6)));
            await setPlayLimit(testApp, player.id, 'loss_24h', dailyLimit);
            await setPlayLimit(testApp, player.id, 'loss_7d', dailyLimit + 5 * USDT);
            const { taken, refused } = await parallelBets(player, stakes);
            const { loss } = await lossOf(player);
            const takenSum = taken.reduce((sum, outcome) => sum + outcome.stake, 0);
            expect(loss).toBe(earlier + takenSum);
            expect(loss).toBeLessThanOrEqual(Math.max(dailyLimit, earlier));
            // Losses only grew meanwhile: a bet refused then would be refused now too.
            for (const { stake } of refused) expect(loss + stake).toBeGreaterThan(dailyLimit);
            expect(await walletBalanceOf(testApp, player.id)).toBe(1000 * USDT - loss);
            await expectNothingOf(refused);
          },
        ),
        { numRuns: 8 },
      );
    },
    TIMEOUT_MS,
  );
});
