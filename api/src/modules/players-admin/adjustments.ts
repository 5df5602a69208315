/**
 * Balance adjustments under the two-person rule: an operator's correction of a player's wallet, one
 * ledger transfer between the platform's adjustments account and the wallet. Within the single
 * amount and today's caps per operator and per player (setting money_controls, adjustment-caps.ts)
 * it applies at once; otherwise it waits until a second operator approves (or someone rejects it).
 * Idempotent by request_id; every step audited.
 *
 * Each has a type (人工存入 / 活动补发 / 扣回 / 其他); a credit may carry a turnover multiple, so a
 * manual bonus asks for wagering like a promotion's (added when it is applied). Every type posts as
 * ledger kind 'adjustment', so reports and the dashboard keep counting them as 人工调整.
 */
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  parseUsdt,
  moneyControlMessages,
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
import { addBonusTurnoverIn } from '../turnover';
import { appliesAtOnce, capsInForce } from './adjustment-caps';
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
    type: row.type,
    turnover_multiple: row.turnover_multiple_hundredths / 100,
    reason: row.reason,
    request_id: row.request_id,
    status: row.status,
    // Applied with nobody deciding: it was within the threshold and the caps, and applied at once.
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

export interface Accounts {
  wallet: number;
  adjustments: number;
}

/** The player's wallet and the platform's adjustments account (created on first use, outside any transaction). */
export async function accountsOf(context: AppContext, playerId: number): Promise<Accounts> {
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound, 404);
  const adjustments = await accountId(context.db, PLATFORM_ACCOUNTS.adjustments, 'platform', null, context.now());
  return { wallet, adjustments };
}

interface PendingAdjustment {
  id: number;
  playerId: number;
  amount: number;
  turnoverMultipleHundredths: number;
}

/**
 * Applies a pending adjustment in the caller's transaction: pending → applied (only one caller gets
 * that), its transfer and a credit's turnover requirement. False when it was no longer pending;
 * refuses a debit beyond the balance (the caller's transaction rolls back, so it stays as it was).
 */
export async function applyPending(
  trx: Kysely<Database>,
  adjustment: PendingAdjustment,
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
    if (adjustment.amount > 0 && adjustment.turnoverMultipleHundredths > 0)
      await addBonusTurnoverIn(trx, now, {
        playerId: adjustment.playerId,
        amount: size,
        multiple: adjustment.turnoverMultipleHundredths / 100,
        source: `adjustment:${adjustment.id}`,
      });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw refuse(playerAdminMessages.adjustmentInsufficient);
    throw error;
  }
  return true;
}

const hundredthsOf = (multiple: number) => Math.round(multiple * 100);

/** The same submission again: same player, amount, type, multiple, reason and operator. */
function sameRequest(row: AdjustmentRow, input: AdjustmentRequest, amount: number, operatorId: number): boolean {
  return (
    row.player_id === input.player_id &&
    Number(row.amount) === amount &&
    row.type === input.type &&
    row.turnover_multiple_hundredths === hundredthsOf(input.turnover_multiple) &&
    row.reason === input.reason &&
    row.requested_by === operatorId
  );
}

/**
 * POST /api/admin/adjustments. A replay (same request_id and input) answers the adjustment as it is
 * now; the same request_id with other input is refused. Within the single amount and the daily caps
 * it applies at once, or is refused with nothing recorded (a debit beyond the balance).
 */
export async function requestAdjustment(
  context: AppContext,
  operatorId: number,
  input: AdjustmentRequest,
): Promise<Adjustment> {
  const amount = signedMicroUsdt(input.amount);
  if (amount < 0 && input.turnover_multiple > 0) throw refuse(moneyControlMessages.turnoverOnDebit);
  const accounts = await accountsOf(context, input.player_id);
  // Concurrent twins: the unique request_id lets one insert win; inTransaction runs the other again, a replay.
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const earlier = await selectAdjustmentByRequest(trx, input.request_id);
    if (earlier) {
      if (!sameRequest(earlier, input, amount, operatorId)) throw refuse(playerAdminMessages.adjustmentRequestIdReused);
      return shownAdjustment(earlier);
    }
    const size = microUsdt(Math.abs(amount));
    const atOnce = await appliesAtOnce(trx, context, { operatorId, playerId: input.player_id, size, now });
    const turnoverMultipleHundredths = hundredthsOf(input.turnover_multiple);
    const id = await insertAdjustment(trx, {
      player_id: input.player_id,
      amount,
      reason: input.reason,
      type: input.type,
      turnover_multiple_hundredths: turnoverMultipleHundredths,
      request_id: input.request_id,
      requested_by: operatorId,
      created_at: now.toISOString(),
    });
    const pending = { id, playerId: input.player_id, amount, turnoverMultipleHundredths };
    if (atOnce) await applyPending(trx, pending, accounts, null, now);
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

/** GET /api/admin/adjustments: newest first, by status and player, with the limits in force and today's use. */
export async function listAdjustments(
  context: AppContext,
  operatorId: number,
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
    ...(await capsInForce(context, operatorId, query.player_id)),
  };
}
