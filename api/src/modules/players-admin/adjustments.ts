/**
 * Balance adjustments under the two-person rule: an operator's correction of a player's wallet, one
 * ledger transfer between the platform's adjustments account and the wallet. Up to the threshold
 * (ADJUSTMENT_APPROVAL_USDT) it applies at once; above it, it waits until a second operator
 * approves (or someone rejects it). Idempotent by request_id; every step audited.
 *
 * A credit adds no turnover requirement: an adjustment corrects what the player is owed (a deposit
 * the chain watcher could not match, a game the provider settled wrongly), it is not a bonus — a gift
 * goes through a promotion, which carries its own turnover.
 */
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  parseUsdt,
  playerAdminMessages,
  type Adjustment,
  type AdjustmentRequest,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import {
  accountId,
  PLATFORM_ACCOUNTS,
  walletAccountId,
  InsufficientFundsError,
  postTransfer,
  movement,
} from '../ledger';
import {
  decidePending,
  insertAdjustment,
  selectAdjustment,
  selectAdjustmentByRequest,
  selectAdjustmentPage,
  setAdjustmentTransfer,
  type AdjustmentRow,
} from './adjustment-store';

/** The signed amount in micro-USDT (the contract let through only non-zero decimal text in range). */
export function signedMicroUsdt(text: string) {
  const size = parseUsdt(text.replace(/^-/, ''))!;
  return microUsdt(text.startsWith('-') ? -size : size);
}

export function shownAdjustment(row: AdjustmentRow): Adjustment {
  return {
    id: row.id,
    player_id: row.player_id,
    username: row.username,
    amount: formatUsdt(microUsdt(Number(row.amount))),
    reason: row.reason,
    request_id: row.request_id,
    status: row.status,
    // Applied with nobody deciding: it was within the threshold and applied at once.
    needs_approval: !(row.status === 'applied' && row.decided_by === null),
    requested_by: row.requested_by,
    requested_by_name: row.requested_by_name,
    decided_by: row.decided_by,
    decided_by_name: row.decided_by_name,
    decision_note: row.decision_note,
    transfer_id: row.transfer_id,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

interface Accounts {
  wallet: number;
  adjustments: number;
}

/** The player's wallet and the platform's adjustments account (created on first use, outside any transaction). */
async function accountsOf(context: AppContext, playerId: number): Promise<Accounts> {
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound, 404);
  const adjustments = await accountId(context.db, PLATFORM_ACCOUNTS.adjustments, 'platform', null, context.now());
  return { wallet, adjustments };
}

/**
 * Applies a pending adjustment in the caller's transaction: pending → applied (only one caller gets
 * that) and its transfer. False when it was no longer pending; refuses a debit beyond the balance
 * (the caller's transaction rolls back, so the adjustment stays as it was).
 */
async function applyPending(
  trx: Kysely<Database>,
  adjustment: { id: number; amount: number },
  accounts: Accounts,
  decidedBy: number | null,
  now: Date,
): Promise<boolean> {
  if (!(await decidePending(trx, adjustment.id, { status: 'applied', decidedBy, note: null, at: now.toISOString() })))
    return false;
  const size = microUsdt(Math.abs(adjustment.amount));
  const postings =
    adjustment.amount > 0
      ? movement(accounts.adjustments, accounts.wallet, size)
      : movement(accounts.wallet, accounts.adjustments, size);
  try {
    const posted = await postTransfer(trx, now, {
      idempotencyKey: `adjustment:${adjustment.id}`,
      kind: 'adjustment',
      reference: `adjustment:${adjustment.id}`,
      postings,
      platformAccountId: accounts.adjustments,
    });
    await setAdjustmentTransfer(trx, adjustment.id, posted.transferId);
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw refuse(playerAdminMessages.adjustmentInsufficient);
    throw error;
  }
  return true;
}

/** The same submission again: same player, amount, reason and operator. */
function sameRequest(row: AdjustmentRow, input: AdjustmentRequest, amount: number, operatorId: number): boolean {
  return (
    row.player_id === input.player_id &&
    Number(row.amount) === amount &&
    row.reason === input.reason &&
    row.requested_by === operatorId
  );
}

/**
 * POST /api/admin/adjustments. A replay (same request_id and input) answers the adjustment as it is
 * now; the same request_id with other input is refused. Within the threshold it applies at once, or
 * is refused with nothing recorded (a debit beyond the balance).
 */
export async function requestAdjustment(
  context: AppContext,
  operatorId: number,
  input: AdjustmentRequest,
): Promise<Adjustment> {
  const amount = signedMicroUsdt(input.amount);
  const accounts = await accountsOf(context, input.player_id);
  // Concurrent twins: the unique request_id lets one insert win; inTransaction runs the other again, a replay.
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const earlier = await selectAdjustmentByRequest(trx, input.request_id);
    if (earlier) {
      if (!sameRequest(earlier, input, amount, operatorId)) throw refuse(playerAdminMessages.adjustmentRequestIdReused);
      return shownAdjustment(earlier);
    }
    const id = await insertAdjustment(trx, {
      player_id: input.player_id,
      amount,
      reason: input.reason,
      request_id: input.request_id,
      requested_by: operatorId,
      created_at: now.toISOString(),
    });
    if (Math.abs(amount) <= context.config.adjustmentApprovalThreshold)
      await applyPending(trx, { id, amount }, accounts, null, now);
    const row = (await selectAdjustment(trx, id))!;
    await writeAudit(trx, {
      operatorId,
      action: 'create',
      entity: 'balance_adjustment',
      entityId: id,
      before: null,
      after: shownAdjustment(row),
      at: now,
    });
    return shownAdjustment(row);
  });
}

async function pendingOf(context: AppContext, id: number): Promise<AdjustmentRow> {
  const row = await selectAdjustment(context.db, id);
  if (!row) throw refuse(playerAdminMessages.adjustmentNotFound, 404);
  if (row.status !== 'pending') throw refuse(playerAdminMessages.adjustmentDecided);
  return row;
}

/** POST /api/admin/adjustments/:id/approve: a second operator applies it; of concurrent approvals one does. */
export async function approveAdjustment(context: AppContext, operatorId: number, id: number): Promise<Adjustment> {
  const before = await pendingOf(context, id);
  if (before.requested_by === operatorId) throw refuse(playerAdminMessages.adjustmentSelfApproval);
  const accounts = await accountsOf(context, before.player_id);
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    if (!(await applyPending(trx, { id, amount: Number(before.amount) }, accounts, operatorId, now)))
      throw refuse(playerAdminMessages.adjustmentDecided);
    const after = shownAdjustment((await selectAdjustment(trx, id))!);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'balance_adjustment',
      entityId: id,
      before: shownAdjustment(before),
      after,
      at: now,
    });
    return after;
  });
}

/** POST /api/admin/adjustments/:id/reject: nothing moves. The requester may withdraw their own this way. */
export async function rejectAdjustment(
  context: AppContext,
  operatorId: number,
  input: { id: number; reason: string },
): Promise<Adjustment> {
  const before = await pendingOf(context, input.id);
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const decision = { status: 'rejected' as const, decidedBy: operatorId, note: input.reason, at: now.toISOString() };
    if (!(await decidePending(trx, input.id, decision))) throw refuse(playerAdminMessages.adjustmentDecided);
    const after = shownAdjustment((await selectAdjustment(trx, input.id))!);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'balance_adjustment',
      entityId: input.id,
      before: shownAdjustment(before),
      after,
      at: now,
    });
    return after;
  });
}

/** GET /api/admin/adjustments: newest first, by status and player, with the threshold in force. */
export async function listAdjustments(
  context: AppContext,
  query: { page: number; size: number; status?: AdjustmentRow['status'] | undefined; player_id?: number | undefined },
) {
  const { total, list } = await selectAdjustmentPage(
    context.db,
    { status: query.status, playerId: query.player_id },
    query.size,
    (query.page - 1) * query.size,
  );
  return {
    total,
    page: query.page,
    size: query.size,
    list: list.map(shownAdjustment),
    approval_threshold: formatUsdt(context.config.adjustmentApprovalThreshold),
  };
}
