/** SQL of channel orders: placing one, the callback's claim on it, and the player's 充提记录 rows. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { ChannelOrdersTable, Database } from '../../db/schema';
import { windowed, type RecordWindow } from '../../db/record-window';

type Db = Kysely<Database>;
export type ChannelOrderRow = Selectable<ChannelOrdersTable>;

export async function insertChannelOrder(db: Db, values: Insertable<ChannelOrdersTable>): Promise<void> {
  await db.insertInto('channel_orders').values(values).execute();
}

export function selectOrderByNo(db: Db, orderNo: string): Promise<ChannelOrderRow | undefined> {
  return db.selectFrom('channel_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** The order a gateway payment number already completed on a channel, if any. */
export function selectOrderByGatewayNo(db: Db, channelId: number, channelOrderNo: string) {
  return db
    .selectFrom('channel_orders')
    .select(['id', 'order_no'])
    .where('channel_id', '=', channelId)
    .where('channel_order_no', '=', channelOrderNo)
    .executeTakeFirst();
}

/**
 * Moves an order that is not yet decided (pending, or expired while the player was paying) to
 * paid or failed; false when it was decided already. Of two concurrent claims one updates the row,
 * the other (waiting on the row lock in PostgreSQL, on the write lock in SQLite) updates none.
 */
export async function claimUndecidedOrder(
  db: Db,
  id: number,
  outcome: { status: 'paid' | 'failed'; channelOrderNo: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('channel_orders')
    .set({
      status: outcome.status,
      channel_order_no: outcome.channelOrderNo,
      paid_at: outcome.status === 'paid' ? outcome.at : null,
    })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'expired'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setOrderTransfer(db: Db, id: number, transferId: number): Promise<void> {
  await db.updateTable('channel_orders').set({ transfer_id: transferId }).where('id', '=', id).execute();
}

/** Pending orders past their window become expired; the count. Idempotent (the condition only grows true). */
export async function expirePendingOrders(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('channel_orders')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A channel order as a 充提记录 row, before formatting (amounts in micro-USDT, times ISO UTC). */
export interface ChannelOrderRecord {
  /** The order's row id: with created_at, its place in the list. */
  row_id: number;
  order_id: string;
  type: 1;
  /** The channel's name. */
  channel: string;
  amount: MicroUsdt;
  /** What the player is credited (USDT); the gateway's amount in its own currency is not a USDT amount. */
  actual_amount: MicroUsdt;
  address: null;
  /** The gateway's order number once it reported one. */
  tx_id: string | null;
  /** 1 completed (paid), 2 pending (inside its window), 3 rejected (expired, failed, or pending past its window). */
  status: 1 | 2 | 3;
  created_at: string;
  completed_at: string | null;
}

/**
 * A player's channel orders as 充提记录 rows in a window, newest first by (created_at, id). An
 * order still pending after expires_at shows as rejected without waiting for the expiry to write it.
 */
export async function selectChannelOrderRecords(
  db: Db,
  playerId: number,
  page: RecordWindow & { now: Date },
): Promise<ChannelOrderRecord[]> {
  const now = page.now.toISOString();
  const query = db
    .selectFrom('channel_orders')
    .innerJoin('pay_channels', 'pay_channels.id', 'channel_orders.channel_id')
    .select([
      'channel_orders.id',
      'channel_orders.order_no',
      'channel_orders.amount',
      'channel_orders.status',
      'channel_orders.expires_at',
      'channel_orders.channel_order_no',
      'channel_orders.created_at',
      'channel_orders.paid_at',
      'pay_channels.name',
    ])
    .where('channel_orders.player_id', '=', playerId);
  const rows = await windowed(query, 'channel_orders', page).execute();
  return rows.map((row) => ({
    row_id: row.id,
    order_id: row.order_no,
    type: 1,
    channel: row.name,
    amount: row.amount,
    actual_amount: row.amount,
    address: null,
    tx_id: row.channel_order_no,
    status: row.status === 'paid' ? 1 : row.status === 'pending' && row.expires_at > now ? 2 : 3,
    created_at: row.created_at,
    completed_at: row.paid_at,
  }));
}
