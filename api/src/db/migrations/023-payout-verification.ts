/**
 * A hot-wallet payout the chain has not clearly decided waits for an operator (待核实) instead of
 * going back to review: the job's absence observations and what the chain answered, then the
 * operator's verdict with what the server read at that moment. A legacy row left null counts as
 * unverified, so a withdrawal whose old payout expired by itself is never paid again unchecked.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const payouts = () => db.schema.alterTable('withdrawal_payouts');
  // Passes past expiry in which both solidity endpoints answered `{}`, each ≥ 2 minutes after the last.
  await payouts()
    .addColumn('absent_checks', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await payouts().addColumn('last_absent_at', 'varchar(32)').execute();
  // JSON: the job's latest reading that counted (an absence, or the failed receipt).
  await payouts().addColumn('chain_answer', 'text').execute();
  // The operator's verdict (failed | not_on_chain | paid), who recorded it, when, and what the chain said then.
  await payouts().addColumn('verdict', 'varchar(16)').execute();
  await payouts()
    .addColumn('verified_by', 'integer', (column) => column.references('operators.id'))
    .execute();
  await payouts().addColumn('verified_at', 'varchar(32)').execute();
  await payouts().addColumn('verdict_answer', 'text').execute();
}
