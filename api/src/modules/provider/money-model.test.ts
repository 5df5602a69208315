/**
 * Property-based: random sequences of credits, bets, wins, rollbacks, repeats and holds against
 * the real provider callbacks and ledger and an in-memory model (src/test/money-model.ts), on every test database.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { command, initialBalances, modelAnswer, newRun, project } from '../../test/money-run';
import { withoutWinLimit } from '../../test/provider';

describe.each(TEST_DATABASES)('seamless wallet against its model on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), withoutWinLimit());

  it('answers every command of a random sequence as the model does, and every balance agrees after it', async () => {
    const property = fc.asyncProperty(
      initialBalances,
      fc.array(command, { minLength: 1, maxLength: 30, size: 'max' }),
      async (balances, commands) => {
        const { run, model } = await newRun(testApp, balances);
        for (const [step, generated] of commands.entries()) {
          const op = run.resolve(generated);
          const expected = modelAnswer(model, op);
          const real = await run.execute(op);
          const where = `step ${step}: ${JSON.stringify(op)}`;
          expect(project(real, expected), where).toEqual(expected);
          expect(await run.balances(), where).toEqual({
            wallets: Object.fromEntries(model.balances),
            held: Object.fromEntries(model.held),
          });
        }
        await expectLedgerInvariants(testApp.context.db);
      },
    );
    await fc.assert(property, { numRuns: 30 });
  }, 120_000);
});
