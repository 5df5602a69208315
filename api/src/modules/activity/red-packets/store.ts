/** SQL of red packets: the packet rows, their shares, the atomic take of the next share, expiry. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Dialect } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import type { RedPacketSharesTable, RedPacketsTable } from '../../../db/schema-activities';

type Db = Kysely<Database>;

/**
 * The id the next packet will have, before its row exists: its hold account is named after it
 * and the row needs the send transfer, so the id comes first. PostgreSQL hands out a sequence
 * value; SQLite writes one transaction at a time, and a collision fails the primary key (retried).
 */
export async function reservePacketId(db: Db, dialect: Dialect): Promise<number> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('red_packets', 'id'))::integer as id`.execute(db);
    return rows[0]!.id;
  }
  const row = await db
    .selectFrom('red_packets')
    .select(sql<number>`coalesce(max(id), 0) + 1`.as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertPacket(db: Db, row: Insertable<RedPacketsTable> & { id: number }): Promise<void> {
  await db.insertInto('red_packets').values(row).execute();
}

const packetColumns = [
  'p.id',
  'p.code',
  'p.sender_id',
  'p.message',
  'p.total',
  'p.count',
  'p.split',
  'p.taken_count',
  'p.taken_amount',
  'p.status',
  'p.refunded_amount',
  'p.created_at',
  'p.expires_at',
  'p.finished_at',
  'p.send_transfer_id',
] as const;

/** A packet with its sender's username, by id, code or (sender, request_id). */
export function selectPacket(db: Db, by: { id: number } | { code: string } | { senderId: number; requestId: string }) {
  let query = db
    .selectFrom('red_packets as p')
    .innerJoin('players as sender', 'sender.id', 'p.sender_id')
    .select([...packetColumns, 'sender.username as sender_name']);
  if ('id' in by) query = query.where('p.id', '=', by.id);
  else if ('code' in by) query = query.where('p.code', '=', by.code);
  else query = query.where('p.sender_id', '=', by.senderId).where('p.request_id', '=', by.requestId);
  return query.executeTakeFirst();
}
export type PacketRow = NonNullable<Awaited<ReturnType<typeof selectPacket>>>;

/** The packets a player sent, newest first, below `beforeId` when given. */
export function selectSentPackets(db: Db, senderId: number, beforeId: number | undefined, limit: number) {
  let query = db
    .selectFrom('red_packets as p')
    .innerJoin('players as sender', 'sender.id', 'p.sender_id')
    .select([...packetColumns, 'sender.username as sender_name'])
    .where('p.sender_id', '=', senderId);
  if (beforeId !== undefined) query = query.where('p.id', '<', beforeId);
  return query.orderBy('p.id', 'desc').limit(limit).execute();
}

/** The shares taken, in the order taken, with the takers' usernames. */
export function selectShares(db: Db, packetId: number) {
  return db
    .selectFrom('red_packet_shares as s')
    .innerJoin('players as taker', 'taker.id', 's.player_id')
    .select(['s.player_id', 's.seq', 's.amount', 's.created_at', 'taker.username'])
    .where('s.packet_id', '=', packetId)
    .orderBy('s.seq')
    .execute();
}

export function selectShare(db: Db, packetId: number, playerId: number) {
  return db
    .selectFrom('red_packet_shares')
    .select(['seq', 'amount'])
    .where('packet_id', '=', packetId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

/**
 * Takes the next seq of an open, unexpired packet with a share left, and answers the row as it
 * now is (taken_count = the seq taken; taken_amount not yet counting this share). On PostgreSQL
 * the row stays locked to the commit: concurrent takes queue here, and each then sees the one
 * before it. No row: nothing to take (expired, finished or every share taken).
 */
export function takeNextSeq(db: Db, packetId: number, nowIso: string) {
  return db
    .updateTable('red_packets')
    .set((eb) => ({ taken_count: eb('taken_count', '+', 1) }))
    .where('id', '=', packetId)
    .where('status', '=', 'open')
    .where('expires_at', '>', nowIso)
    .whereRef('taken_count', '<', 'count')
    .returning(['total', 'count', 'split', 'taken_count', 'taken_amount'])
    .executeTakeFirst();
}

/** Counts a taken share's amount; the last share finishes the packet. */
export async function addTakenShare(db: Db, packetId: number, amount: MicroUsdt, last: boolean, nowIso: string) {
  await db
    .updateTable('red_packets')
    .set((eb) => ({
      taken_amount: eb('taken_amount', '+', amount),
      ...(last ? { status: 'finished' as const, finished_at: nowIso } : {}),
    }))
    .where('id', '=', packetId)
    .execute();
}

export async function insertShare(db: Db, row: Insertable<RedPacketSharesTable>): Promise<void> {
  await db.insertInto('red_packet_shares').values(row).execute();
}

/** Open packets whose time is up, oldest first. */
export async function selectDuePacketIds(db: Db, nowIso: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('red_packets')
    .select('id')
    .where('status', '=', 'open')
    .where('expires_at', '<=', nowIso)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Closes a packet that is still open and past its time; its sender, or nothing when another run or
 * the last share got there first. Takes the row lock that every grab takes first.
 */
export function markExpired(db: Db, packetId: number, nowIso: string) {
  return db
    .updateTable('red_packets')
    .set({ status: 'expired', finished_at: nowIso })
    .where('id', '=', packetId)
    .where('status', '=', 'open')
    .where('expires_at', '<=', nowIso)
    .returning(['sender_id'])
    .executeTakeFirst();
}

export async function setRefund(db: Db, packetId: number, amount: MicroUsdt, transferId: number | null) {
  await db
    .updateTable('red_packets')
    .set({ refunded_amount: amount, refund_transfer_id: transferId })
    .where('id', '=', packetId)
    .execute();
}

/** An account's balance right after a transfer (its entry's balance_after). */
export async function selectBalanceAfter(
  db: Db,
  transferId: number,
  accountId: number,
): Promise<MicroUsdt | undefined> {
  const row = await db
    .selectFrom('entries')
    .select('balance_after')
    .where('transfer_id', '=', transferId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.balance_after;
}
