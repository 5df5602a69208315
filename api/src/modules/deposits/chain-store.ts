/** SQL of chain deposits: final USDT transfers to our addresses, recorded once, then credited or left to an operator. */
import { sql, type Insertable, type Kysely } from 'kysely';
import { MAX_AMOUNT, microUsdt } from 'shared-contracts';
import type { ChainDepositsTable, ChainDepositStatus, Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What a transfer writes of its row: micro-USDT, or null past MAX_AMOUNT (raw_amount keeps it exactly). */
export function transferColumns(transfer: {
  from: string;
  to: string;
  amount: bigint;
  blockNumber: number;
  blockTimestamp: number;
}) {
  const fits = transfer.amount > 0n && transfer.amount <= BigInt(MAX_AMOUNT);
  return {
    from_address: transfer.from,
    to_address: transfer.to,
    amount: fits ? microUsdt(Number(transfer.amount)) : null,
    raw_amount: transfer.amount.toString(),
    block_number: transfer.blockNumber,
    block_timestamp: transfer.blockTimestamp,
  };
}

/**
 * Records a transfer once; undefined when (tx_id, event_index) is there already. A concurrent twin
 * on PostgreSQL waits on the unique index until the first commits, then inserts nothing.
 */
export async function insertChainDepositOnce(db: Db, row: Insertable<ChainDepositsTable>) {
  return db
    .insertInto('chain_deposits')
    .values(row)
    .onConflict((conflict) => conflict.columns(['tx_id', 'event_index']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function settleChainDeposit(
  db: Db,
  id: number,
  outcome: {
    status: ChainDepositStatus;
    reason?: string | null;
    orderId?: number | null;
    playerId?: number | null;
    transferId?: number | null;
  },
): Promise<void> {
  await db
    .updateTable('chain_deposits')
    .set({
      status: outcome.status,
      reason: outcome.reason ?? null,
      order_id: outcome.orderId ?? null,
      player_id: outcome.playerId ?? null,
      transfer_id: outcome.transferId ?? null,
    })
    .where('id', '=', id)
    .execute();
}

function depositsWithOrder(db: Db) {
  return db
    .selectFrom('chain_deposits as d')
    .leftJoin('deposit_orders as o', 'o.id', 'd.order_id')
    .selectAll('d')
    .select('o.order_no');
}
export type ChainDepositRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof depositsWithOrder>['executeTakeFirst']>>
>;

export function selectChainDeposit(db: Db, id: number) {
  return depositsWithOrder(db).where('d.id', '=', id).executeTakeFirst();
}

/** A page of chain deposits in one status, newest first, with their total. */
export async function selectChainDepositPage(db: Db, status: ChainDepositStatus, limit: number, offset: number) {
  const list = await depositsWithOrder(db)
    .where('d.status', '=', status)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counted = await db
    .selectFrom('chain_deposits')
    .select(sql<number>`count(*)`.as('total'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return { total: Number(counted.total), list };
}

/** An operator's decision on an unmatched deposit; false when it was no longer unmatched (of two, one decides). */
export async function decideUnmatchedDeposit(
  db: Db,
  id: number,
  decision: {
    status: 'assigned' | 'refunded';
    playerId: number | null;
    orderId: number | null;
    transferId: number | null;
    decidedBy: number;
    note: string | null;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('chain_deposits')
    .set({
      status: decision.status,
      player_id: decision.playerId,
      order_id: decision.orderId,
      transfer_id: decision.transferId,
      decided_by: decision.decidedBy,
      note: decision.note,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'unmatched')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The credit of an assigned deposit, written after the claim in the same transaction. */
export async function setDepositCredit(db: Db, id: number, credit: { orderId: number; transferId: number }) {
  await db
    .updateTable('chain_deposits')
    .set({ order_id: credit.orderId, transfer_id: credit.transferId })
    .where('id', '=', id)
    .execute();
}
