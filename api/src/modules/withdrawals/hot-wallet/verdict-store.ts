/** SQL of the operator's verdict on hot-wallet payouts the job could not settle, and of the approvals' guard against them. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { WithdrawalPayoutsTable } from '../../../db/schema-withdrawals';
import { OPEN_PAYOUT_STATUSES } from './payouts-store';

type Db = Kysely<Database>;
type PayoutStatus = WithdrawalPayoutsTable['status'];

/** Payouts the chain decides: the hot wallet's, and an operator's transaction watched until solidified (watch.ts). */
const CHAIN_PAYOUT_METHODS = ['hot_wallet', 'chain_tx'] as const satisfies ReadonlyArray<
  WithdrawalPayoutsTable['method']
>;

/** Ended by the chain's unclear answer, or by an automatic expiry of before: each needs an operator's verdict. */
export const VERDICT_STATUSES = ['unresolved', 'failed', 'expired'] as const satisfies readonly PayoutStatus[];

/**
 * The first hot-wallet payout of the withdrawal that may still land or may have landed: open
 * (signed, broadcast), unresolved, or failed / expired with no operator's verdict. Undefined: none.
 */
export function selectUndecidedPayout(db: Db, withdrawalId: number) {
  return db
    .selectFrom('withdrawal_payouts')
    .select(['id', 'status'])
    .where('withdrawal_id', '=', withdrawalId)
    .where('method', 'in', CHAIN_PAYOUT_METHODS)
    .where((eb) =>
      eb.or([
        eb('status', 'in', [...OPEN_PAYOUT_STATUSES, 'unresolved']),
        eb.and([eb('status', 'in', ['failed', 'expired']), eb('verified_by', 'is', null)]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

/** The oldest hot-wallet payout of the withdrawal awaiting a verdict, with what it had to pay. */
export function selectPayoutAwaitingVerdict(db: Db, withdrawalId: number) {
  return db
    .selectFrom('withdrawal_payouts as payout')
    .innerJoin('withdrawals as withdrawal', 'withdrawal.id', 'payout.withdrawal_id')
    .select([
      'payout.id',
      'payout.status',
      'payout.tx_id',
      'payout.expires_at',
      'withdrawal.address',
      'withdrawal.amount',
      'withdrawal.created_at',
    ])
    .where('payout.withdrawal_id', '=', withdrawalId)
    .where('payout.method', 'in', CHAIN_PAYOUT_METHODS)
    .where('payout.status', 'in', [...VERDICT_STATUSES])
    .where('payout.verified_by', 'is', null)
    .orderBy('payout.id')
    .executeTakeFirst();
}
export type PayoutAwaitingVerdict = NonNullable<Awaited<ReturnType<typeof selectPayoutAwaitingVerdict>>>;

/** Whether the withdrawal still has a payout awaiting a verdict (other than those just verified). */
export async function hasPayoutAwaitingVerdict(db: Db, withdrawalId: number): Promise<boolean> {
  return (await selectPayoutAwaitingVerdict(db, withdrawalId)) !== undefined;
}

/**
 * Records the operator's verdict on payout `id` and its ending status; false when another
 * operator's verdict came first (the row is no longer unverified).
 */
export async function recordVerdict(
  trx: Db,
  id: number,
  verdict: {
    status: Extract<PayoutStatus, 'failed' | 'expired' | 'confirmed'>;
    verdict: NonNullable<WithdrawalPayoutsTable['verdict']>;
    operatorId: number;
    at: string;
    answer: string;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('withdrawal_payouts')
    .set({
      status: verdict.status,
      verdict: verdict.verdict,
      verified_by: verdict.operatorId,
      verified_at: verdict.at,
      verdict_answer: verdict.answer,
      updated_at: verdict.at,
    })
    .where('id', '=', id)
    .where('status', 'in', [...VERDICT_STATUSES])
    .where('verified_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
