/**
 * Property-based: batches of random credits, bets, wins, rollbacks, repeats and holds fired at
 * once against the real provider callbacks and ledger, on every test database; each movement counts once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { microOf, type ModelAnswer } from '../../test/money-model';
import { command, initialBalances, newRun, UNKNOWN_HOLD_ID, type Op } from '../../test/money-run';
import { USDT, withoutWinLimit } from '../../test/provider';

describe.each(TEST_DATABASES)('seamless wallet against its model on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), withoutWinLimit());

  it('keeps the books when each batch of commands is fired at once', async () => {
    const allowed: Record<string, number[]> = {
      // 4008: a bet into a round an earlier win settled.
      bet: [200, 4001, 4006, 4008],
      win: [200, 4003, 4006],
      rollback: [200, 4003, 4005, 4006],
      credit: [200],
      hold: [200, 400],
      settle: [200, 400],
    };
    const batches = fc.array(fc.array(command, { minLength: 1, maxLength: 8, size: 'max' }), {
      minLength: 1,
      maxLength: 5,
      size: 'max',
    });
    const property = fc.asyncProperty(initialBalances, batches, async (balances, generatedBatches) => {
      const { run } = await newRun(testApp, balances);
      const expected = {
        wallets: Object.fromEntries(
          run.players.map((player, index) => [player.playerId, (balances[index] ?? 0) * USDT]),
        ),
        held: Object.fromEntries(run.players.map((player) => [player.playerId, 0])),
      };
      // Each movement counts once, however many of its copies were answered with success.
      const counted = new Set<string>();
      const count = (key: string, playerId: string, wallet: number, held = 0) => {
        if (counted.has(key)) return;
        counted.add(key);
        expected.wallets[playerId] = (expected.wallets[playerId] ?? 0) + wallet;
        expected.held[playerId] = (expected.held[playerId] ?? 0) + held;
      };
      const settled = new Map<number, string>();
      for (const generated of generatedBatches) {
        const ops = generated.map((one) => run.resolve(one));
        const answers = await Promise.all(ops.map((op) => run.execute(op)));
        ops.forEach((op, index) => {
          const answer = answers[index] as ModelAnswer;
          const { code } = answer;
          expect(allowed[op.kind === 'wallet' ? op.action : op.kind], JSON.stringify({ op, answer })).toContain(code);
          if (code !== 200) return;
          if (op.kind === 'credit') count(op.key, op.player.playerId, op.amount);
          else if (op.kind === 'hold') count(op.key, op.player.playerId, -op.amount, op.amount);
          else if (op.kind === 'settle') {
            const holdId = (op.holdKey !== null && run.holdIds.get(op.holdKey)) || UNKNOWN_HOLD_ID;
            const hold = run.ops.find((one) => one.kind === 'hold' && one.key === op.holdKey) as Extract<
              Op,
              { kind: 'hold' }
            >;
            expect(settled.get(holdId) ?? op.ending, 'a hold ends one way only').toBe(op.ending);
            settled.set(holdId, op.ending);
            count(`settle:${holdId}`, hold.player.playerId, op.ending === 'released' ? hold.amount : 0, -hold.amount);
          } else {
            const { body } = op;
            const bet = op.action === 'bet' ? body : run.betsById.get(body.bet_transaction_id ?? '');
            const amount = op.action === 'rollback' ? microOf(bet?.amount) : microOf(body.amount);
            count(body.transaction_id, body.player_id, op.action === 'bet' ? -amount : amount);
          }
        });
        expect(await run.balances(), JSON.stringify(ops)).toEqual(expected);
      }
      // Per bet: never both paid and refunded, at most one refund, and only a bet that was taken.
      const calls = await testApp.context.db
        .selectFrom('provider_transactions')
        .select(['id', 'kind', 'transaction_id', 'bet_transaction_id', 'round_id', 'player_id', 'transfer_id'])
        .where(
          'player_id',
          'in',
          run.players.map((player) => player.id),
        )
        .execute();
      const applied = calls.filter(
        (call) => call.kind === 'win' || (call.kind === 'rollback' && call.transfer_id !== null),
      );
      for (const followUp of applied) {
        const sameBet = applied.filter((call) => call.bet_transaction_id === followUp.bet_transaction_id);
        expect(new Set(sameBet.map((call) => call.kind)).size, JSON.stringify(sameBet)).toBe(1);
        if (followUp.kind === 'rollback') expect(sameBet).toHaveLength(1);
        expect(calls.some((call) => call.kind === 'bet' && call.transaction_id === followUp.bet_transaction_id)).toBe(
          true,
        );
        // Per round: a refund only before the round's first win (rows are written in lock order).
        const sameRound = (call: typeof followUp) =>
          call.round_id === followUp.round_id && call.player_id === followUp.player_id;
        if (followUp.kind === 'rollback')
          expect(applied.filter((call) => call.kind === 'win' && sameRound(call) && call.id < followUp.id)).toEqual([]);
      }
      await expectLedgerInvariants(testApp.context.db);
    });
    await fc.assert(property, { numRuns: 25 });
  }, 120_000);
});
