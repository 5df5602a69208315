/** SQL of hot-wallet payouts: the signed row written before any broadcast, its broadcasts, and its one ending. */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import type { WithdrawalPayoutsTable } from '../../../db/schema-withdrawals';

/** A payout the job still follows: signed (maybe never broadcast) or broadcast, not yet ended. */
export const OPEN_PAYOUT_STATUSES = ['signed', 'broadcast'] as const;
/** How the job ends a payout: confirmed, or failed / unresolved waiting for an operator's verdict. */
type EndStatus = Extract<WithdrawalPayoutsTable['status'], 'confirmed' | 'failed' | 'unresolved'>;

/** What a payout needs of its withdrawal. */
export function selectWithdrawalForPayout(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'state', 'address_type', 'address', 'amount'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertSignedPayout(
  trx: Kysely<Database>,
  payout: { withdrawalId: number; txId: string; signedTx: string; expiresAt: string; operatorId: number; at: string },
): Promise<number> {
  const row = await trx
    .insertInto('withdrawal_payouts')
    .values({
      withdrawal_id: payout.withdrawalId,
      method: 'hot_wallet',
      status: 'signed',
      tx_id: payout.txId,
      reference: null,
      signed_tx: payout.signedTx,
      expires_at: payout.expiresAt,
      error: null,
      operator_id: payout.operatorId,
      created_at: payout.at,
      updated_at: payout.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The node took the bytes (again): broadcast, counted. Only while the payout is open. */
export async function markPayoutBroadcast(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db
    .updateTable('withdrawal_payouts')
    .set((eb) => ({ status: 'broadcast', broadcasts: eb('broadcasts', '+', 1), error: null, updated_at: at }))
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_PAYOUT_STATUSES])
    .execute();
}

/** Why the last broadcast did not go through (the node's refusal or the network); the status stays. */
export async function notePayoutError(db: Kysely<Database>, id: number, error: string, at: string): Promise<void> {
  await db
    .updateTable('withdrawal_payouts')
    .set({ error: error.slice(0, 500), updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_PAYOUT_STATUSES])
    .execute();
}

/** Open hot-wallet payouts, oldest first, with what their withdrawal must receive. */
export function selectOpenHotWalletPayouts(db: Kysely<Database>) {
  return db
    .selectFrom('withdrawal_payouts as payout')
    .innerJoin('withdrawals as withdrawal', 'withdrawal.id', 'payout.withdrawal_id')
    .select([
      'payout.id',
      'payout.withdrawal_id',
      'payout.status',
      'payout.tx_id',
      'payout.signed_tx',
      'payout.expires_at',
      'payout.absent_checks',
      'payout.last_absent_at',
      'withdrawal.address',
      'withdrawal.amount',
    ])
    .where('payout.method', '=', 'hot_wallet')
    .where('payout.status', 'in', [...OPEN_PAYOUT_STATUSES])
    .orderBy('payout.id')
    .execute() as Promise<OpenPayout[]>;
}

export interface OpenPayout {
  id: number;
  withdrawal_id: number;
  status: WithdrawalPayoutsTable['status'];
  tx_id: string;
  signed_tx: string;
  expires_at: string;
  absent_checks: number;
  last_absent_at: string | null;
  address: string;
  amount: MicroUsdt;
}

/** Ends an open payout in `trx` (with the chain's answer that ended it); false when another pass ended it first. */
export async function endPayout(
  trx: Kysely<Database>,
  id: number,
  ending: { status: EndStatus; error: string | null; at: string; chainAnswer?: string },
): Promise<boolean> {
  const answer = ending.chainAnswer === undefined ? {} : { chain_answer: ending.chainAnswer };
  const result = await trx
    .updateTable('withdrawal_payouts')
    .set({ status: ending.status, error: ending.error, updated_at: ending.at, ...answer })
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_PAYOUT_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts one absence observation of an open payout: only when no other pass counted since
 * `seen` (the count read) and the last one is at or before `notAfter`. The new count, or null.
 */
export async function countAbsence(
  trx: Kysely<Database>,
  id: number,
  observation: { seen: number; notAfter: string; at: string; chainAnswer: string },
): Promise<number | null> {
  const row = await trx
    .updateTable('withdrawal_payouts')
    .set({
      absent_checks: observation.seen + 1,
      last_absent_at: observation.at,
      chain_answer: observation.chainAnswer,
      updated_at: observation.at,
    })
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_PAYOUT_STATUSES])
    .where('absent_checks', '=', observation.seen)
    .where((eb) => eb.or([eb('last_absent_at', 'is', null), eb('last_absent_at', '<=', observation.notAfter)]))
    .returning('absent_checks')
    .executeTakeFirst();
  return row?.absent_checks ?? null;
}

/** The chain showed the transaction after all (a lagging node): the absences counted so far prove nothing. */
export async function clearAbsences(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db
    .updateTable('withdrawal_payouts')
    .set({ absent_checks: 0, last_absent_at: null, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_PAYOUT_STATUSES])
    .where('absent_checks', '>', 0)
    .execute();
}
