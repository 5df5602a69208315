/** SQL of watched manual payouts: a chain_tx payout seen on chain but not yet solidified (broadcast), and what the last look saw. */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import { OPEN_PAYOUT_STATUSES } from '../hot-wallet/payouts-store';

type Db = Kysely<Database>;

/** A watched manual payout with what its withdrawal must receive. */
export interface WatchedPayout {
  id: number;
  withdrawal_id: number;
  tx_id: string;
  absent_checks: number;
  last_absent_at: string | null;
  expires_at: string | null;
  block_number: number | null;
  confirmations: number | null;
  address: string;
  amount: MicroUsdt;
  created_at: string;
}

/** Open chain_tx payouts (of one withdrawal, or all), oldest first. */
export function selectWatchedPayouts(db: Db, withdrawalId?: number): Promise<WatchedPayout[]> {
  let query = db
    .selectFrom('withdrawal_payouts as payout')
    .innerJoin('withdrawals as withdrawal', 'withdrawal.id', 'payout.withdrawal_id')
    .select([
      'payout.id',
      'payout.withdrawal_id',
      'payout.tx_id',
      'payout.absent_checks',
      'payout.last_absent_at',
      'payout.expires_at',
      'payout.block_number',
      'payout.confirmations',
      'withdrawal.address',
      'withdrawal.amount',
      'withdrawal.created_at',
    ])
    .where('payout.method', '=', 'chain_tx')
    .where('payout.status', 'in', [...OPEN_PAYOUT_STATUSES]);
  if (withdrawalId !== undefined) query = query.where('payout.withdrawal_id', '=', withdrawalId);
  return query.orderBy('payout.id').execute() as Promise<WatchedPayout[]>;
}

/** What the last look saw of a watched payout (its block, n/19, its expiration once known); only while it is open. */
export async function noteSighting(
  db: Db,
  id: number,
  seen: { blockNumber: number | null; confirmations: number; expiresAt: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('withdrawal_payouts')
    .set((eb) => ({
      block_number: seen.blockNumber,
      confirmations: seen.confirmations,
      expires_at: seen.expiresAt ?? eb.ref('expires_at'),
      error: null,
      updated_at: seen.at,
    }))
    .where('id', '=', id)
    .where('method', '=', 'chain_tx')
    .where('status', 'in', [...OPEN_PAYOUT_STATUSES])
    .execute();
}
