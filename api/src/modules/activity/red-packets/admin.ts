/** The operator's read of red packets (GET /api/admin/red-packets): every packet, paged, by status and sender. */
import { type redPacketsAdminQuerySchema, type redPacketsAdminResultSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { formatShanghaiTime } from '../../../shanghai-time';
import { selectRedPacketsPage } from './admin-store';
import { packetFacts } from './view';

type Query = z.output<typeof redPacketsAdminQuerySchema>;

/** A page of packets, newest first, and how many match the filter. */
export async function listRedPackets(
  context: AppContext,
  query: Query,
): Promise<z.input<typeof redPacketsAdminResultSchema>> {
  const filter = { status: query.status, senderId: query.sender_id };
  const { total, rows } = await selectRedPacketsPage(context.db, filter, query.size, (query.page - 1) * query.size);
  return {
    total,
    items: rows.map((row) => ({
      ...packetFacts(row),
      id: row.id,
      sender_id: row.sender_id,
      sender: row.sender_name,
      finished_at: row.finished_at === null ? null : formatShanghaiTime(row.finished_at),
    })),
  };
}
