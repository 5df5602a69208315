/** SQL of the operator's red packet list: a page by status and sender, and how many match. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface RedPacketFilter {
  status?: 'open' | 'finished' | 'expired';
  senderId?: number;
}

function filtered(db: Db, filter: RedPacketFilter) {
  let query = db.selectFrom('red_packets as p');
  if (filter.status !== undefined) query = query.where('p.status', '=', filter.status);
  if (filter.senderId !== undefined) query = query.where('p.sender_id', '=', filter.senderId);
  return query;
}

/** A page of packets, newest first, with the senders' usernames, and the count of all that match. */
export async function selectRedPacketsPage(db: Db, filter: RedPacketFilter, limit: number, offset: number) {
  const rows = await filtered(db, filter)
    .innerJoin('players as sender', 'sender.id', 'p.sender_id')
    .selectAll('p')
    .select('sender.username as sender_name')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counted = await filtered(db, filter)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(counted.total), rows };
}
