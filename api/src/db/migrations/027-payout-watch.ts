/**
 * A manual payout seen on chain but not yet solidified is watched until the solidity node confirms
 * it: its payout row (chain_tx, broadcast) keeps the block the full node put it in and the
 * confirmations at the last look, so the queue shows n/19 without asking the chain on every list.
 * Its absences (absent_checks, last_absent_at) and expiration (expires_at) reuse migration 023's columns.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawal_payouts').addColumn('block_number', 'integer').execute();
  await db.schema.alterTable('withdrawal_payouts').addColumn('confirmations', 'integer').execute();
}
