/**
 * Group commit of the provider callbacks (db/group-commit.ts), on every test database: calls that
 * arrive together share one transaction, a refusal undoes only itself, and a batch ends exactly as
 * its calls applied one by one in the order they arrived.
 */
import fc from 'fast-check';
import { PROVIDER_WALLET_CODES, type ProviderBetRequest } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { groupCommitOf } from '../../db/group-commit';
import { DomainError } from '../../errors';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { fundedGamePlayer, newTransactionId, USDT, walletBalanceOf, withoutWinLimit } from '../../test/provider';
import type { ProviderReply } from './money-call';
import { placeBet, rollbackBet, settleWin } from './service';

type Call = () => Promise<ProviderReply>;

/** A use case's answer as the provider hears it: a refusal (thrown) is an answer too. */
const answerOf = (call: Call): Promise<ProviderReply> =>
  call().catch((error: unknown) => {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  });

/**
 * Starts the calls in this order, each once the one before has queued for the batch, all in one
 * turn of the event loop (the batch starts after it); their answers, after the batch's commit.
 */
async function fireTogether(
  testApp: TestApp,
  calls: readonly Call[],
): Promise<{ answers: ProviderReply[]; queued: number }> {
  const { context } = testApp;
  const commit = groupCommitOf(context.db, context.dialect);
  const answers: Array<Promise<ProviderReply>> = [];
  for (const call of calls) {
    const before = commit.waiting;
    let settled = false;
    answers.push(answerOf(call).finally(() => (settled = true)));
    // The reads before a call's transaction are cached (warmed up first): microtasks only.
    for (let tick = 0; commit.waiting === before && !settled; tick += 1) {
      if (tick > 10_000) throw new Error('a call neither queued nor ended');
      await Promise.resolve();
    }
  }
  const queued = commit.waiting;
  return { answers: await Promise.all(answers), queued };
}

interface Step {
  player: number;
  action: 'bet' | 'win' | 'rollback';
  bet: number;
  transaction: number;
  amount: number;
}

const step: fc.Arbitrary<Step> = fc.record({
  player: fc.integer({ min: 0, max: 1 }),
  action: fc.constantFrom('bet', 'win', 'rollback'),
  bet: fc.integer({ min: 0, max: 3 }),
  transaction: fc.integer({ min: 0, max: 2 }),
  amount: fc.integer({ min: 0, max: 40 }),
});

describe.each(TEST_DATABASES)('group commit of wallet calls on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), withoutWinLimit());

  /** The transfers whose key is like `pattern`, each with its entries' amounts, in key order. */
  async function transfersLike(pattern: string) {
    const rows = await testApp.context.db
      .selectFrom('transfers')
      .leftJoin('entries', 'entries.transfer_id', 'transfers.id')
      .select(['transfers.idempotency_key', 'transfers.kind', 'entries.amount'])
      .where('transfers.idempotency_key', 'like', pattern)
      .orderBy('transfers.idempotency_key')
      .orderBy('entries.amount')
      .execute();
    return rows.map((row) => [row.idempotency_key, row.kind, row.amount === null ? null : Number(row.amount)]);
  }

  /** Players with these balances (USDT), their caches warmed by a first round. */
  async function players(balances: readonly number[]) {
    const made = [];
    for (const balance of balances) {
      const player = await fundedGamePlayer(testApp, (balance + 1) * USDT);
      const ids = { transaction_id: newTransactionId('warm'), round_id: newTransactionId('warm-round') };
      const bet = {
        ...ids,
        player_id: player.playerId,
        session_token: player.sessionToken,
        game_code: 'demo_fruit_slot',
      };
      await placeBet(testApp.context, 'demo', { ...bet, amount: '1' });
      await settleWin(testApp.context, 'demo', {
        player_id: player.playerId,
        transaction_id: newTransactionId('warm-win'),
        bet_transaction_id: ids.transaction_id,
        round_id: ids.round_id,
        amount: '0',
      });
      made.push(player);
    }
    return made;
  }

  it('refuses one bet of a batch for funds and applies its neighbours', async () => {
    const [first, second] = await players([10, 10]);
    const bet = (player: typeof first, amount: string) => {
      const request: ProviderBetRequest = {
        player_id: player!.playerId,
        session_token: player!.sessionToken,
        transaction_id: newTransactionId('bet'),
        round_id: newTransactionId('round'),
        game_code: 'demo_fruit_slot',
        amount,
      };
      return { request, call: () => placeBet(testApp.context, 'demo', request) };
    };
    const bets = [bet(first, '4'), bet(first, '20'), bet(first, '5'), bet(second, '3')];
    const { answers, queued } = await fireTogether(
      testApp,
      bets.map((one) => one.call),
    );
    expect(queued, 'all four waited for one batch').toBe(4);
    expect(answers.map((answer) => answer.code)).toEqual([200, PROVIDER_WALLET_CODES.insufficientFunds, 200, 200]);
    expect(answers.map((answer) => ('result' in answer ? answer.result.balance : null))).toEqual([
      '6.000000',
      null,
      '1.000000',
      '7.000000',
    ]);
    expect(await walletBalanceOf(testApp, first!.id)).toBe(1 * USDT);
    expect(await walletBalanceOf(testApp, second!.id)).toBe(7 * USDT);
    const recorded = await testApp.context.db
      .selectFrom('provider_transactions')
      .select('transaction_id')
      .where(
        'transaction_id',
        'in',
        bets.map((one) => one.request.transaction_id),
      )
      .execute();
    expect(recorded.map((row) => row.transaction_id).sort()).toEqual(
      [bets[0], bets[2], bets[3]].map((one) => one!.request.transaction_id).sort(),
    );
    // The refused bet left nothing behind: its savepoint took back the transfer row it had begun.
    const refusedKey = `wallet:demo:${bets[1]!.request.transaction_id}`;
    expect(await transfersLike(refusedKey)).toEqual([]);
  });

  it('ends a batch as its calls applied one by one in arrival order', async () => {
    const balances = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 2, maxLength: 2 });
    const steps = fc.array(step, { minLength: 1, maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(balances, steps, async (startBalances, generated) => {
        /** The calls of `generated` for these players; ids name the run so two runs never meet. */
        const callsOf = (run: string, gamePlayers: Awaited<ReturnType<typeof players>>): Call[] =>
          generated.map(({ player, action, bet, transaction, amount }) => {
            const who = gamePlayers[player]!;
            const betIds = {
              bet_transaction_id: `${run}-p${player}-bet${bet}`,
              round_id: `${run}-p${player}-round${bet}`,
            };
            const base = { player_id: who.playerId, round_id: betIds.round_id };
            if (action === 'bet')
              return () =>
                placeBet(testApp.context, 'demo', {
                  ...base,
                  session_token: who.sessionToken,
                  transaction_id: betIds.bet_transaction_id,
                  game_code: 'demo_fruit_slot',
                  amount: String(Math.max(amount, 1)),
                });
            const transactionId = `${run}-p${player}-${action}${transaction}`;
            if (action === 'win')
              return () =>
                settleWin(testApp.context, 'demo', {
                  ...base,
                  ...betIds,
                  transaction_id: transactionId,
                  amount: String(amount),
                });
            return () => rollbackBet(testApp.context, 'demo', { ...base, ...betIds, transaction_id: transactionId });
          });
        const batchRun = newTransactionId('batch');
        const batchPlayers = await players(startBalances);
        const batched = (await fireTogether(testApp, callsOf(batchRun, batchPlayers))).answers;
        const oneByOneRun = newTransactionId('one');
        const oneByOnePlayers = await players(startBalances);
        const oneByOne: ProviderReply[] = [];
        for (const call of callsOf(oneByOneRun, oneByOnePlayers)) oneByOne.push(await answerOf(call));

        // The same transfers, each with its entries, as one by one.
        const books = async (run: string) =>
          JSON.stringify(await transfersLike(`wallet:demo:${run}%`)).replaceAll(run, 'run');
        expect(await books(batchRun)).toEqual(await books(oneByOneRun));
        const comparable = (answers: ProviderReply[], run: string) =>
          JSON.parse(JSON.stringify(answers).replaceAll(run, 'run')) as unknown;
        expect(comparable(batched, batchRun)).toEqual(comparable(oneByOne, oneByOneRun));
        for (const [index, player] of batchPlayers.entries())
          expect(await walletBalanceOf(testApp, player.id)).toBe(
            await walletBalanceOf(testApp, oneByOnePlayers[index]!.id),
          );
      }),
      { numRuns: database === 'postgres' ? 15 : 30 },
    );
  }, 120_000);
});
