/**
 * What operators do with chain deposits no order claimed: list them, assign one to a player
 * (credited once, under the deposit's own key, audited) or mark it refunded off the platform
 * (nothing moves here, audited). Of two decisions at once, one applies and the other is refused.
 * Above the assignment threshold (setting money_controls) an assignment waits for a second
 * operator (assignments.ts); while it waits, the deposit takes no other decision.
 */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt, moneyControlMessages, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database, ChainDepositStatus } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { moneyControlsIn } from '../content';
import { walletAccountId } from '../ledger';
import {
  insertAssignment,
  lockUnmatchedDeposit,
  selectAssignment,
  selectPendingOf,
  type AssignmentRow,
} from './assignment-store';
import { shownAssignment } from './assignment-view';
import {
  decideUnmatchedDeposit,
  selectChainDeposit,
  selectChainDepositPage,
  setDepositCredit,
  type ChainDepositRow,
} from './chain-store';
import { creditPlayerDeposit } from './paid-deposit';

function shown(row: ChainDepositRow, pending: AssignmentRow | null = null) {
  return {
    id: row.id,
    tx_id: row.tx_id,
    event_index: row.event_index,
    from_address: row.from_address,
    to_address: row.to_address,
    amount: row.amount === null ? row.raw_amount : formatUsdt(row.amount),
    block_number: Number(row.block_number),
    block_time: new Date(Number(row.block_timestamp)).toISOString(),
    status: row.status,
    reason: row.reason,
    order_no: row.order_no ?? null,
    player_id: row.player_id,
    transfer_id: row.transfer_id,
    decided_by: row.decided_by,
    note: row.note,
    created_at: row.created_at,
    decided_at: row.decided_at,
    pending_assignment: pending === null ? null : shownAssignment(pending),
  };
}

/** The deposit as it is now, with its pending assignment if any. */
export async function shownDeposit(db: Kysely<Database>, id: number) {
  const [pending] = await selectPendingOf(db, [id]);
  return shown((await selectChainDeposit(db, id))!, pending ?? null);
}

export async function listChainDeposits(
  context: AppContext,
  query: { page: number; size: number; status: ChainDepositStatus },
) {
  const { total, list } = await selectChainDepositPage(
    context.db,
    query.status,
    query.size,
    (query.page - 1) * query.size,
  );
  const pending = new Map(
    (
      await selectPendingOf(
        context.db,
        list.map((row) => row.id),
      )
    ).map((row) => [row.chain_deposit_id, row]),
  );
  return { total, page: query.page, size: query.size, list: list.map((row) => shown(row, pending.get(row.id))) };
}

export async function unmatchedDeposit(context: AppContext, id: number) {
  const deposit = await selectChainDeposit(context.db, id);
  if (!deposit) throw refuse(apiMessages.depositUnknown, 404);
  if (deposit.status !== 'unmatched') throw refuse(apiMessages.depositDecided);
  return deposit;
}

/** The audit row of a decision, written in the decision's transaction. */
async function auditDecision(trx: Kysely<Database>, operatorId: number, before: ChainDepositRow, at: Date) {
  const after = await selectChainDeposit(trx, before.id);
  await writeAudit(trx, {
    operatorId,
    action: 'update',
    entity: 'chain_deposits',
    entityId: before.id,
    before,
    after,
    at,
  });
}

/**
 * In the caller's transaction: credits the unmatched `deposit` to `playerId` (a paid order in their
 * records), decided by `decidedBy`. Refused when it was decided meanwhile or an assignment waits.
 */
export async function creditUnmatchedIn(
  trx: Kysely<Database>,
  context: AppContext,
  decision: { deposit: ChainDepositRow; playerId: number; decidedBy: number; at: Date },
): Promise<void> {
  const { deposit, playerId, at } = decision;
  // The claim first: of two decisions at once, the second waits on the row and then finds it
  // decided, before it posts anything (two assigns to different players never meet in the ledger).
  const decided = await decideUnmatchedDeposit(trx, deposit.id, {
    status: 'assigned',
    playerId,
    orderId: null,
    transferId: null,
    decidedBy: decision.decidedBy,
    note: null,
    at: at.toISOString(),
  });
  if (!decided) throw refuse(apiMessages.depositDecided);
  // An approval ends its assignment before it gets here; any other waiting one stops a direct decision.
  if ((await selectPendingOf(trx, [deposit.id])).length > 0) throw refuse(moneyControlMessages.assignmentPending);
  const deposited = {
    playerId,
    address: deposit.to_address,
    amount: deposit.amount!,
    txId: deposit.tx_id,
    eventIndex: deposit.event_index,
    chainDepositId: deposit.id,
  };
  await setDepositCredit(trx, deposit.id, await creditPlayerDeposit(trx, context, deposited, false));
  await auditDecision(trx, decision.decidedBy, deposit, at);
}

/** Above the threshold: the assignment waits for a second operator (one pending a deposit), audited. */
async function requestAssignment(context: AppContext, operatorId: number, deposit: ChainDepositRow, playerId: number) {
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    if (!(await lockUnmatchedDeposit(trx, deposit.id))) throw refuse(apiMessages.depositDecided);
    if ((await selectPendingOf(trx, [deposit.id])).length > 0) throw refuse(moneyControlMessages.assignmentPending);
    const assignmentId = await insertAssignment(trx, {
      chain_deposit_id: deposit.id,
      player_id: playerId,
      amount: deposit.amount as MicroUsdt,
      requested_by: operatorId,
      created_at: at.toISOString(),
    });
    await writeAudit(trx, {
      operatorId,
      action: 'create',
      entity: 'deposit_assignments',
      entityId: assignmentId,
      before: null,
      after: shownAssignment((await selectAssignment(trx, assignmentId))!),
      at,
    });
  });
  return shownDeposit(context.db, deposit.id);
}

/**
 * Credits an unmatched deposit to `playerId`, once; above the assignment threshold it waits for a
 * second operator instead (the answer's pending_assignment).
 */
export async function assignDeposit(context: AppContext, operatorId: number, id: number, playerId: number) {
  const deposit = await unmatchedDeposit(context, id);
  if (deposit.amount === null) throw refuse(apiMessages.amountOutOfRange);
  if ((await walletAccountId(context.db, playerId)) === null) throw refuse(apiMessages.walletPlayerNotFound);
  const limits = await moneyControlsIn(context.db, context.config.adjustmentApprovalThreshold);
  if (deposit.amount > limits.assignmentThreshold) return requestAssignment(context, operatorId, deposit, playerId);
  const at = context.now();
  await inTransaction(context.db, (trx) =>
    creditUnmatchedIn(trx, context, { deposit, playerId, decidedBy: operatorId, at }),
  );
  return shownDeposit(context.db, id);
}

/** Marks an unmatched deposit as sent back (off the platform); no money moves. */
export async function refundDeposit(context: AppContext, operatorId: number, id: number, note: string) {
  const deposit = await unmatchedDeposit(context, id);
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    const decided = await decideUnmatchedDeposit(trx, id, {
      status: 'refunded',
      playerId: null,
      orderId: null,
      transferId: null,
      decidedBy: operatorId,
      note,
      at: at.toISOString(),
    });
    if (!decided) throw refuse(apiMessages.depositDecided);
    if ((await selectPendingOf(trx, [id])).length > 0) throw refuse(moneyControlMessages.assignmentPending);
    await auditDecision(trx, operatorId, deposit, at);
  });
  return shownDeposit(context.db, id);
}
