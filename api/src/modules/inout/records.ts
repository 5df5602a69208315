/**
 * The 充提记录 list (POST /api/plat/inout-records): the player's money in and out, newest first,
 * in Asia/Shanghai time. Each kind of record is a source with its own table: USDT-TRC20 recharge
 * orders and third-party channel orders (type 1); withdrawals (type 2). Each source reads its
 * slice over its (player_id, created_at, id) index; the slices merge by time.
 */
import { apiMessages, type InoutRecord, type RecordPeriod } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { rechargeOrderRecords } from '../deposits';
import { channelOrderRecords } from '../pay';
import { decodeMergedCursor, encodeMergedCursor, type MergedKeyset } from '../../keyset-cursor';
import { resolvePeriod } from '../../record-period';
import type { RecordWindow } from '../../db/record-window';
import { withdrawalRecords } from '../withdrawals';
import { countPlayerRecords, type PlayerRecordTable } from './store';

interface SourceRow {
  /** ISO UTC: orders rows of several sources. */
  at: string;
  /** The row's id in its source's table. */
  id: number;
  record: InoutRecord;
}

interface RecordSource {
  type: 1 | 2;
  /** Its place among rows of one instant, and its number in a cursor: never renumber a source. */
  rank: number;
  table: PlayerRecordTable;
  rows(context: AppContext, playerId: number, window: RecordWindow): Promise<SourceRow[]>;
}

/** Offset paging reads this many rows of each source at most; deeper pages take the cursor. */
const MAX_OFFSET = 1000;

/** Every source of records, in rank order. */
const SOURCES: readonly RecordSource[] = [
  {
    type: 1,
    rank: 0,
    table: 'deposit_orders',
    rows: rechargeOrderRecords,
  },
  { type: 1, rank: 1, table: 'channel_orders', rows: channelOrderRecords },
  { type: 2, rank: 2, table: 'withdrawals', rows: withdrawalRecords },
];

type MergedRow = SourceRow & { source: number };

/** The list's order: newest first; at one instant by source rank, then newest id first. */
const listOrder = (a: MergedRow, b: MergedRow) =>
  a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.source !== b.source ? a.source - b.source : b.id - a.id;

/**
 * A source's rows after the cursor, as a (created_at, id) bound on its own table: at the cursor's
 * instant a later-ranked source still has all its rows to show, an earlier-ranked one none.
 */
function boundFor(rank: number, cursor: MergedKeyset): { at: string; id: number | null } {
  if (rank === cursor.source) return { at: cursor.at, id: cursor.id };
  return { at: cursor.at, id: rank > cursor.source ? null : 0 };
}

export interface InoutQuery {
  page: number;
  size: number;
  type?: 1 | 2 | undefined;
  period?: RecordPeriod | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  cursor?: string | undefined;
}

/** [fromUtc, toUtc) of the period or dates asked for; neither: all time. */
function rangeOf(query: InoutQuery, now: Date): Pick<RecordWindow, 'fromUtc' | 'toUtc'> {
  if (query.period === undefined && query.start_date === undefined && query.end_date === undefined) return {};
  const { fromUtc, toUtc } = resolvePeriod({ ...query, period: query.period ?? 'today' }, now);
  return { fromUtc, toUtc };
}

/**
 * A page of 充提记录: after `cursor` when given (page 1,000 costs what page 1 costs), else page
 * `page` by offset, refused beyond the first 1,000 rows. `next_cursor` continues either way.
 * @throws DomainError for bad dates or cursor, or an offset too deep (页码过大)
 */
export async function inoutRecords(context: AppContext, playerId: number, query: InoutQuery) {
  const range = rangeOf(query, context.now());
  const cursor = decodeMergedCursor(query.cursor);
  const offset = cursor ? 0 : (query.page - 1) * query.size;
  if (offset >= MAX_OFFSET) throw refuse(apiMessages.recordPageTooDeep);
  const sources = SOURCES.filter((source) => query.type === undefined || source.type === query.type);
  // One source pages in SQL; several each give their first offset + size + 1 rows to merge.
  const sqlOffset = sources.length === 1 ? offset : 0;
  const skip = offset - sqlOffset;
  const window = { ...range, offset: sqlOffset, limit: skip + query.size + 1 };
  const [pages, counts] = await Promise.all([
    Promise.all(
      sources.map((source) =>
        source.rows(context, playerId, { ...window, below: cursor && boundFor(source.rank, cursor) }),
      ),
    ),
    Promise.all(sources.map((source) => countPlayerRecords(context.db, source.table, playerId, range))),
  ]);
  const merged = pages.flatMap((rows, index) => rows.map((row) => ({ ...row, source: sources[index]!.rank })));
  merged.sort(listOrder);
  const shown = merged.slice(skip, skip + query.size);
  const last = shown.at(-1);
  return {
    total: counts.reduce((sum, count) => sum + count, 0),
    page: query.page,
    size: query.size,
    list: shown.map((row) => row.record),
    next_cursor: merged.length > skip + query.size && last ? encodeMergedCursor(last) : null,
  };
}
