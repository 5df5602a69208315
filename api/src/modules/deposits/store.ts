/** SQL of recharge orders: choosing a payment amount, opening, replacing, matching, paying, expiring, listing. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database, DepositOrdersTable, DepositOrderStatus } from '../../db/schema';
import { windowed, type RecordWindow } from '../../db/record-window';

type Db = Kysely<Database>;

/** An order with the chain transaction that paid it (null until paid). */
function ordersWithTx(db: Db) {
  return db
    .selectFrom('deposit_orders as o')
    .leftJoin('chain_deposits as d', 'd.id', 'o.chain_deposit_id')
    .selectAll('o')
    .select('d.tx_id');
}
export type OrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersWithTx>['executeTakeFirst']>>>;

/** Closes the player's open order as replaced (a new order takes its place). */
export async function replaceOpenOrder(db: Db, playerId: number, at: string): Promise<void> {
  await db
    .updateTable('deposit_orders')
    .set({ status: 'replaced', closed_at: at })
    .where('player_id', '=', playerId)
    .where('status', '=', 'open')
    .execute();
}

/** Active pool addresses, least loaded (fewest open orders) first. */
export function selectPoolByLoad(db: Db) {
  return db
    .selectFrom('receiving_addresses as a')
    .leftJoin('deposit_orders as o', (join) => join.onRef('o.address', '=', 'a.address').on('o.status', '=', 'open'))
    .select(['a.address', sql<number>`count(o.id)`.as('open_orders')])
    .where('a.status', '=', 'active')
    .groupBy(['a.id', 'a.address'])
    .orderBy('open_orders')
    .orderBy('a.id')
    .execute();
}

/**
 * The payment amounts in [low, high] an order on `address` still holds: every open order's, and
 * any order's whose window ended after `quarantineSince` (a late payment may still come for it).
 */
export async function selectHeldAmounts(
  db: Db,
  address: string,
  range: { low: MicroUsdt; high: MicroUsdt },
  quarantineSince: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('deposit_orders')
    .select('actual_amount')
    .where('address', '=', address)
    .where('actual_amount', '>=', range.low)
    .where('actual_amount', '<=', range.high)
    .where((eb) => eb.or([eb('status', '=', 'open'), eb('expires_at', '>', quarantineSince)]))
    .execute();
  return rows.map((row) => Number(row.actual_amount));
}

export function insertOrder(db: Db, row: Insertable<DepositOrdersTable>) {
  return db.insertInto('deposit_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The player's open order (at most one: a partial unique index). */
export function selectOpenOrder(db: Db, playerId: number) {
  return ordersWithTx(db).where('o.player_id', '=', playerId).where('o.status', '=', 'open').executeTakeFirst();
}

/** One of the player's own orders by its number; another player's is not found. */
export function selectPlayerOrder(db: Db, playerId: number, orderNo: string) {
  return ordersWithTx(db).where('o.player_id', '=', playerId).where('o.order_no', '=', orderNo).executeTakeFirst();
}

/** Orders on `address` for exactly `amount` whose window contains `at` and that may still be paid. */
export function selectMatchCandidates(db: Db, address: string, amount: MicroUsdt, at: string) {
  return (
    db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('address', '=', address)
      .where('actual_amount', '=', amount)
      .where('exact_amount', '=', 1)
      // A replaced order still owns its amount for its window: the player may pay it before the
      // payment is seen, then start another (the quarantine keeps that amount unique on the address).
      .where('status', 'in', ['open', 'expired', 'replaced'])
      .where('created_at', '<=', at)
      .where('expires_at', '>=', at)
      .execute()
  );
}

/** Every order ever on `address` for exactly `amount` (to say why a transfer matched none). */
export function selectOrdersByAmount(db: Db, address: string, amount: MicroUsdt) {
  return db
    .selectFrom('deposit_orders')
    .select(['status', 'created_at', 'expires_at'])
    .where('address', '=', address)
    .where('actual_amount', '=', amount)
    .execute();
}

/** Whether some order on `address` was waiting for a payment at `at` (so a transfer then had the wrong amount). */
export async function hasOrderWaitingAt(db: Db, address: string, at: string): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('address', '=', address)
    .where('status', 'in', ['open', 'expired'])
    .where('created_at', '<=', at)
    .where('expires_at', '>=', at)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks an order paid, when it may still be paid; undefined when another transfer paid it first
 * (the row lock makes a concurrent twin wait, then find it paid). The transfer id follows.
 */
export function claimOrderPaid(
  db: Db,
  id: number,
  paid: { creditedAmount: MicroUsdt; chainDepositId: number; at: string },
) {
  return db
    .updateTable('deposit_orders')
    .set({
      status: 'paid',
      credited_amount: paid.creditedAmount,
      chain_deposit_id: paid.chainDepositId,
      paid_at: paid.at,
      closed_at: paid.at,
    })
    .where('id', '=', id)
    .where('status', 'in', ['open', 'expired', 'replaced'])
    .returningAll()
    .executeTakeFirst();
}

export async function setOrderTransfer(db: Db, id: number, transferId: number): Promise<void> {
  await db.updateTable('deposit_orders').set({ transfer_id: transferId }).where('id', '=', id).execute();
}

/** Closes open orders whose window is over; the number closed. */
export async function expireOpenOrders(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('deposit_orders')
    .set({ status: 'expired', closed_at: now })
    .where('status', '=', 'open')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OrderFilter {
  playerId?: number;
  status?: DepositOrderStatus;
  /** Created at or after this ISO time, and before `createdBefore`. */
  createdFrom?: string;
  createdBefore?: string;
}

/** A page of orders, newest first, by player, status and creation time, with their total. */
export async function selectOrderPage(db: Db, filter: OrderFilter, limit: number, offset: number) {
  const where = <Q extends ReturnType<typeof ordersWithTx>>(query: Q) => {
    let filtered = query;
    if (filter.playerId !== undefined) filtered = filtered.where('o.player_id', '=', filter.playerId) as Q;
    if (filter.status !== undefined) filtered = filtered.where('o.status', '=', filter.status) as Q;
    if (filter.createdFrom !== undefined) filtered = filtered.where('o.created_at', '>=', filter.createdFrom) as Q;
    if (filter.createdBefore !== undefined) filtered = filtered.where('o.created_at', '<', filter.createdBefore) as Q;
    return filtered;
  };
  const list = await where(ordersWithTx(db)).orderBy('o.id', 'desc').limit(limit).offset(offset).execute();
  const counted = await where(ordersWithTx(db))
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(counted.total), list };
}

/** The player's orders in a 充提记录 window, newest first by (created_at, id). */
export function selectOrderRecords(db: Db, playerId: number, window: RecordWindow): Promise<OrderRow[]> {
  return windowed(ordersWithTx(db).where('o.player_id', '=', playerId), 'o', window).execute();
}

/** How many orders the player opened since `since` (each one holds a payment amount for a day). */
export async function countOrdersSince(db: Db, playerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select(sql<number>`count(*)`.as('total'))
    .where('player_id', '=', playerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
