/**
 * The seamless wallet under concurrent calls, on every test database (on PostgreSQL the pool has
 * 10 connections, so Promise.all runs calls truly in parallel; SQLite has one writer): many bets
 * against one balance, a callback and a hold sent several times at once. Bet, win and rollback of
 * one bet in every order, against the money model, are in provider-concurrency-orders.test.ts.
 */
import fc from 'fast-check';
import { apiMessages, microUsdt, PROVIDER_WALLET_CODES as CODES } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ACCOUNTS } from '../ledger/accounts';
import { placeHold, settleHold } from '../ledger/service';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import {
  betBody,
  fundedGamePlayer,
  rollbackBody,
  USDT,
  walletBalanceOf,
  providerCall,
  winBody,
  type GamePlayer,
} from '../../test/provider';
import { microOf, type ProviderCallBody } from '../../test/money-model';

type Action = 'bet' | 'win' | 'rollback';
type Body = ProviderCallBody;
/** Generous: the suite may share the machine with others; nothing here is timed. */
const TIMEOUT_MS = 60_000;

describe.each(TEST_DATABASES)('seamless wallet under concurrency on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(async () => {
    if (!testApp) return;
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  const providerRowsOf = (player: GamePlayer) =>
    testApp.context.db
      .selectFrom('provider_transactions')
      .select(['transaction_id', 'kind', 'transfer_id'])
      .where('player_id', '=', player.id)
      .execute();
  const transfersKeyed = (transactionIds: string[]) =>
    transactionIds.length === 0
      ? Promise.resolve([])
      : testApp.context.db
          .selectFrom('transfers')
          .select('idempotency_key')
          .where(
            'idempotency_key',
            'in',
            transactionIds.map((id) => `wallet:demo:${id}`),
          )
          .execute();

  async function concurrentBets(balance: number, stakes: number[]) {
    const player = await fundedGamePlayer(testApp, balance);
    const bets = stakes.map((stake) => betBody(player, String(stake)));
    const answers = await Promise.all(bets.map((bet) => providerCall(testApp, 'bet', bet)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const outcomes = bets.map((bet, index) => ({
      bet,
      stake: (stakes[index] ?? 0) * USDT,
      body: answers[index]?.body,
    }));
    const accepted = outcomes.filter((row) => row.body.code === 200);
    const refused = outcomes.filter((row) => row.body.code !== 200);
    for (const row of refused)
      expect(row.body).toEqual({ code: CODES.insufficientFunds, message: apiMessages.insufficientFunds });
    const final = await walletBalanceOf(testApp, player.id);
    const acceptedSum = accepted.reduce((sum, row) => sum + row.stake, 0);
    expect(final).toBe(balance - acceptedSum);
    expect(final).toBeGreaterThanOrEqual(0);
    // The balance only went down: a bet refused at any moment is also unaffordable at the end.
    for (const row of refused) expect(row.stake).toBeGreaterThan(final);
    // The accepted bets form one chain of balances, as if applied one after another.
    const chain = accepted
      .map((row) => ({ stake: row.stake, after: microOf(row.body.result.balance) }))
      .sort((a, b) => b.after - a.after);
    chain.forEach((link, index) =>
      expect(link.after + link.stake).toBe(index === 0 ? balance : chain[index - 1]?.after),
    );
    // Refusals left nothing behind: no provider transaction, no transfer, no round.
    const rows = await providerRowsOf(player);
    expect(rows.map((row) => row.transaction_id).sort()).toEqual(accepted.map((row) => row.bet.transaction_id).sort());
    expect(await transfersKeyed(refused.map((row) => row.bet.transaction_id))).toEqual([]);
    expect(await transfersKeyed(accepted.map((row) => row.bet.transaction_id))).toHaveLength(accepted.length);
    const rounds = await testApp.context.db
      .selectFrom('game_rounds')
      .select('round_id')
      .where('player_id', '=', player.id)
      .execute();
    expect(rounds).toHaveLength(accepted.length);
    return { accepted, refused, final };
  }

  it(
    'takes exactly the affordable ones of 200 concurrent bets of random amounts',
    async () => {
      const seed = Date.now();
      const stakes = fc.sample(fc.integer({ min: 1, max: 5 }), { numRuns: 200, seed });
      const { accepted, refused, final } = await concurrentBets(100 * USDT, stakes);
      expect(refused.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(accepted.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(final, `seed ${seed}`).toBeLessThan(5 * USDT);
    },
    TIMEOUT_MS,
  );

  it(
    'takes exactly floor(balance / stake) of 200 concurrent equal bets',
    async () => {
      const { accepted, refused, final } = await concurrentBets(100 * USDT, Array<number>(200).fill(3));
      expect([accepted.length, refused.length, final]).toEqual([33, 167, 1 * USDT]);
    },
    TIMEOUT_MS,
  );

  it(
    'applies a callback sent 5 times in parallel once and answers all 5 alike',
    async () => {
      const player = await fundedGamePlayer(testApp, 50 * USDT);
      const fiveTimes = async (action: Action, body: Body) => {
        const answers = await Promise.all(Array.from({ length: 5 }, () => providerCall(testApp, action, body)));
        for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
        const rows = (await providerRowsOf(player)).filter((row) => row.transaction_id === body.transaction_id);
        expect(rows).toHaveLength(1);
        expect(await transfersKeyed([body.transaction_id])).toHaveLength(rows[0]?.transfer_id === null ? 0 : 1);
        return answers[0]?.body;
      };
      const won = betBody(player, '7');
      expect((await fiveTimes('bet', won)).result.balance).toBe('43.000000');
      expect((await fiveTimes('win', winBody(player, won, '20'))).result.balance).toBe('63.000000');
      const cancelled = betBody(player, '3');
      expect((await fiveTimes('bet', cancelled)).result.balance).toBe('60.000000');
      expect((await fiveTimes('rollback', rollbackBody(player, cancelled))).result.balance).toBe('63.000000');
      const lost = betBody(player, '1');
      await fiveTimes('bet', lost);
      expect((await fiveTimes('win', winBody(player, lost, '0'))).result.balance).toBe('62.000000');
      expect(await fiveTimes('rollback', rollbackBody(player, betBody(player, '1')))).toEqual({
        code: CODES.betNotFound,
        message: apiMessages.walletBetNotFound,
      });
      expect(await walletBalanceOf(testApp, player.id)).toBe(62 * USDT);
    },
    TIMEOUT_MS,
  );

  it(
    'places a hold sent 5 times in parallel once; of concurrent endings one wins, its twins succeed as no-ops, the other is refused',
    async () => {
      const player = await fundedGamePlayer(testApp, 10 * USDT);
      const key = `test-hold:${player.id}`;
      const holdIds = await Promise.all(
        Array.from({ length: 5 }, () => placeHold(testApp.context, player.id, microUsdt(4 * USDT), key)),
      );
      expect(new Set(holdIds).size).toBe(1);
      const holdId = Number(holdIds[0]);
      expect(await walletBalanceOf(testApp, player.id)).toBe(6 * USDT);
      const endings = await Promise.allSettled([
        ...Array.from({ length: 3 }, () => settleHold(testApp.context, holdId, { release: true })),
        ...Array.from({ length: 2 }, () =>
          settleHold(testApp.context, holdId, { captureTo: PLATFORM_ACCOUNTS.withdrawalPending }),
        ),
      ]);
      const hold = await testApp.context.db
        .selectFrom('holds')
        .select(['status', 'settle_transfer_id'])
        .where('id', '=', holdId)
        .executeTakeFirstOrThrow();
      // One ending wins; its twins are no-ops that succeed too, the other ending is refused.
      const outcomes = endings.map((ending, index) => [
        index < 3 ? 'released' : 'captured',
        ending.status === 'fulfilled',
      ]);
      expect(outcomes).toEqual(outcomes.map(([ending]) => [ending, ending === hold.status]));
      expect(await walletBalanceOf(testApp, player.id)).toBe(hold.status === 'released' ? 10 * USDT : 6 * USDT);
      const settleTransfers = await testApp.context.db
        .selectFrom('transfers')
        .select('id')
        .where('reference', '=', `hold:${holdId}`)
        .execute();
      expect(settleTransfers.map((row) => row.id)).toEqual([hold.settle_transfer_id]);
    },
    TIMEOUT_MS,
  );
});
