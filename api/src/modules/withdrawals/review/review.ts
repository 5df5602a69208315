/**
 * The operators' review of withdrawals: the list with every payout attempt, and rejection (the
 * hold back to the wallet). Every decision is audited in its own transaction; approval is approve.ts.
 */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt, microUsdt, type AdminWithdrawal, type WithdrawalState } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { shanghaiDaysUtc } from '../../../shanghai-time';
import { writeAudit } from '../../audit';
import { withdrawalRiskFlags } from '../../risk';
import { rejectWithdrawalIn } from './complete';
import { requireNoUndecidedPayout } from './payout-guard';
import {
  selectPayoutsOf,
  selectReviewedWithdrawal,
  selectWithdrawalPage,
  type PayoutRow,
  type ReviewedWithdrawalRow,
} from './review-store';

/** Spec §3's record status: 1 done, 2 pending (in review, being paid or 待核实), 3 rejected. */
const RECORD_STATUS = { paid: 1, review: 2, paying: 2, verify: 2, rejected: 3 } as const;

function shown(row: ReviewedWithdrawalRow, payouts: readonly PayoutRow[]): AdminWithdrawal {
  return {
    id: row.id,
    order_id: row.order_no,
    player_id: row.player_id,
    username: row.username,
    amount: formatUsdt(row.amount),
    fee: formatUsdt(row.fee),
    total: formatUsdt(microUsdt(row.amount + row.fee)),
    address_type: row.address_type,
    address: row.address,
    area: row.area === '' ? null : row.area,
    status: RECORD_STATUS[row.state],
    state: row.state,
    reason: row.reject_reason,
    tx_id: row.paid_tx_id,
    hold_id: row.hold_id,
    decided_by: row.decided_by,
    decided_at: row.decided_at,
    claimed_by: row.claimed_by,
    claimed_at: row.claimed_at,
    created_at: row.created_at,
    completed_at: row.completed_at,
    payouts: payouts.map(({ withdrawal_id: _withdrawalId, ...payout }) => payout),
  };
}

/** GET /api/admin/withdrawals: a page, newest first, each with its payout attempts; days are Asia/Shanghai. */
export async function listWithdrawals(
  context: AppContext,
  query: {
    page: number;
    size: number;
    state?: WithdrawalState;
    player_id?: number;
    start_date?: string;
    end_date?: string;
  },
) {
  const days = shanghaiDaysUtc(query.start_date, query.end_date);
  if (!days) throw refuse(apiMessages.recordDateOrder);
  const { total, list } = await selectWithdrawalPage(
    context.db,
    { state: query.state, playerId: query.player_id, createdFrom: days.fromUtc, createdBefore: days.beforeUtc },
    query.size,
    (query.page - 1) * query.size,
  );
  const payouts = await selectPayoutsOf(
    context.db,
    list.map((row) => row.id),
  );
  // The page's risk flags in a few statements, whatever its size (risk/review-flags.ts).
  const flags = await withdrawalRiskFlags(
    context.db,
    list.map((row) => row.id),
  );
  return {
    total,
    page: query.page,
    size: query.size,
    list: list.map((row) => ({
      ...shown(
        row,
        payouts.filter((payout) => payout.withdrawal_id === row.id),
      ),
      flags: flags.get(row.id) ?? [],
    })),
  };
}

/** One withdrawal as operators see it, with its payout attempts. */
export async function adminWithdrawalOf(db: Kysely<Database>, id: number): Promise<AdminWithdrawal> {
  const row = await selectReviewedWithdrawal(db, id);
  if (!row) throw refuse(apiMessages.withdrawUnknown, 404);
  return shown(row, await selectPayoutsOf(db, [id]));
}

/** The withdrawal, or 提现订单不存在. */
export async function requireWithdrawal(db: Kysely<Database>, id: number): Promise<ReviewedWithdrawalRow> {
  const row = await selectReviewedWithdrawal(db, id);
  if (!row) throw refuse(apiMessages.withdrawUnknown, 404);
  return row;
}

/** The refusal of a decision on a withdrawal no longer in review: being paid on chain, 待核实, or decided. */
export function notInReview(state: WithdrawalState) {
  if (state === 'paying') return refuse(apiMessages.withdrawPaying);
  return refuse(state === 'verify' ? apiMessages.withdrawVerifyPending : apiMessages.withdrawDecided);
}

/** Refuses (before any chain call) a decision on a withdrawal that has left review. */
export function requireInReview(row: ReviewedWithdrawalRow): void {
  if (row.state !== 'review') throw notInReview(row.state);
}

/** Where a withdrawal went instead, once the claim of its state failed inside `trx` (still in review: another operator's). */
export async function lostClaim(trx: Kysely<Database>, id: number) {
  const row = await selectReviewedWithdrawal(trx, id);
  if (row?.state === 'review') return refuse(apiMessages.withdrawClaimedByOther);
  return notInReview(row?.state ?? 'rejected');
}

/** The audit row of a decision, in its transaction: the withdrawal before and after (and the payout recorded). */
export async function auditDecision(
  trx: Kysely<Database>,
  entry: { operatorId: number; before: ReviewedWithdrawalRow; at: Date; payout?: object },
): Promise<void> {
  const after = await selectReviewedWithdrawal(trx, entry.before.id);
  await writeAudit(trx, {
    operatorId: entry.operatorId,
    action: 'update',
    entity: 'withdrawal',
    entityId: entry.before.id,
    before: entry.before,
    after: entry.payout === undefined ? after : { ...after, payout: entry.payout },
    at: entry.at,
  });
}

/** POST /api/admin/withdrawals/:id/reject: only from review, with no undecided hot-wallet payout; the hold goes back to the wallet. */
export async function rejectWithdrawal(
  context: AppContext,
  operatorId: number,
  id: number,
  reason: string,
): Promise<AdminWithdrawal> {
  requireInReview(await requireWithdrawal(context.db, id));
  // Releasing the hold of a payout that may have landed would pay the player twice, too.
  await requireNoUndecidedPayout(context.db, id);
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await requireWithdrawal(trx, id);
    await requireNoUndecidedPayout(trx, id);
    // The claim decides: of a rejection and an approval at once, one moves money, the other is refused.
    if (!(await rejectWithdrawalIn(trx, at, id, { reason, decidedBy: operatorId }))) throw await lostClaim(trx, id);
    await auditDecision(trx, { operatorId, before, at });
  });
  return adminWithdrawalOf(context.db, id);
}
