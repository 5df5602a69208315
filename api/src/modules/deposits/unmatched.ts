/**
 * What operators do with chain deposits no order claimed: list them, assign one to a player
 * (credited once, under the deposit's own key, audited) or mark it refunded off the platform
 * (nothing moves here, audited). Of two decisions at once, one applies and the other is refused.
 */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database, ChainDepositStatus } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { walletAccountId } from '../ledger';
import {
  decideUnmatchedDeposit,
  selectChainDeposit,
  selectChainDepositPage,
  setDepositCredit,
  type ChainDepositRow,
} from './chain-store';
import { creditPlayerDeposit } from './paid-deposit';

function shown(row: ChainDepositRow) {
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
  };
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
  return { total, page: query.page, size: query.size, list: list.map(shown) };
}

async function unmatchedDeposit(context: AppContext, id: number) {
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

/** Credits an unmatched deposit to `playerId` (a paid order in their records), once. */
export async function assignDeposit(context: AppContext, operatorId: number, id: number, playerId: number) {
  const deposit = await unmatchedDeposit(context, id);
  if (deposit.amount === null) throw refuse(apiMessages.amountOutOfRange);
  if ((await walletAccountId(context.db, playerId)) === null) throw refuse(apiMessages.walletPlayerNotFound);
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    // The claim first: of two decisions at once, the second waits on the row and then finds it
    // decided, before it posts anything (two assigns to different players never meet in the ledger).
    const decided = await decideUnmatchedDeposit(trx, id, {
      status: 'assigned',
      playerId,
      orderId: null,
      transferId: null,
      decidedBy: operatorId,
      note: null,
      at: at.toISOString(),
    });
    if (!decided) throw refuse(apiMessages.depositDecided);
    const deposited = {
      playerId,
      address: deposit.to_address,
      amount: deposit.amount!,
      txId: deposit.tx_id,
      eventIndex: deposit.event_index,
      chainDepositId: id,
    };
    await setDepositCredit(trx, id, await creditPlayerDeposit(trx, context, deposited, false));
    await auditDecision(trx, operatorId, deposit, at);
  });
  return shown((await selectChainDeposit(context.db, id))!);
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
    await auditDecision(trx, operatorId, deposit, at);
  });
  return shown((await selectChainDeposit(context.db, id))!);
}
