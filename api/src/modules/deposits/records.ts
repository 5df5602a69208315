/**
 * The 充提记录 list (POST /api/plat/inout-records): the player's money in and out, newest first,
 * in Asia/Shanghai time. Each kind of record is a source with its own query: USDT-TRC20 recharge
 * orders and third-party channel orders (type 1); withdrawals (type 2). One source pages in SQL;
 * several are merged by time.
 */
import { formatUsdt, RECORD_STATUS, type InoutRecord } from 'shared-contracts';
import type { AppContext } from '../../context';
import { formatShanghaiTime } from '../../shanghai-time';
import { channelOrderRecordPage } from '../pay/records';
import { withdrawalRecordPage } from '../withdrawals/records';
import { selectOrderPage, type OrderRow } from './store';

interface RecordPage {
  total: number;
  /** Newest first; `at` (ISO UTC) orders records of several sources. */
  list: Array<{ at: string; record: InoutRecord }>;
}

interface RecordSource {
  type: 1 | 2;
  page(context: AppContext, playerId: number, limit: number, offset: number): Promise<RecordPage>;
}

/** The built-in channel's name in the list. */
const USDT_TRC20_NAME = 'USDT-TRC20';

const DEPOSIT_STATUS = {
  open: RECORD_STATUS.pending,
  paid: RECORD_STATUS.completed,
  expired: RECORD_STATUS.rejected,
  replaced: RECORD_STATUS.rejected,
} as const;

function depositRecord(row: OrderRow): InoutRecord {
  return {
    order_id: row.order_no,
    type: 1,
    channel: USDT_TRC20_NAME,
    amount: formatUsdt(row.amount),
    actual_amount: formatUsdt(row.credited_amount ?? row.actual_amount),
    fee: null,
    address: row.address,
    tx_id: row.tx_id ?? null,
    status: DEPOSIT_STATUS[row.status],
    created_at: formatShanghaiTime(row.created_at),
    completed_at: row.paid_at === null ? null : formatShanghaiTime(row.paid_at),
  };
}

const depositOrders: RecordSource = {
  type: 1,
  async page(context, playerId, limit, offset) {
    const { total, list } = await selectOrderPage(context.db, { playerId }, limit, offset);
    return { total, list: list.map((row) => ({ at: row.created_at, record: depositRecord(row) })) };
  },
};

const channelOrders: RecordSource = { type: 1, page: channelOrderRecordPage };

const withdrawals: RecordSource = { type: 2, page: withdrawalRecordPage };

/** Every source of records. */
const SOURCES: readonly RecordSource[] = [depositOrders, channelOrders, withdrawals];

export async function inoutRecords(
  context: AppContext,
  playerId: number,
  query: { page: number; size: number; type?: 1 | 2 },
) {
  const sources = SOURCES.filter((source) => query.type === undefined || source.type === query.type);
  const offset = (query.page - 1) * query.size;
  const empty = { total: 0, page: query.page, size: query.size, list: [] as InoutRecord[], next_cursor: null };
  if (sources.length === 0) return empty;
  if (sources.length === 1) {
    const { total, list } = await sources[0]!.page(context, playerId, query.size, offset);
    return { ...empty, total, list: list.map((item) => item.record) };
  }
  // Several sources: the newest offset + size of each, merged by time, hold the page.
  const pages = await Promise.all(sources.map((source) => source.page(context, playerId, offset + query.size, 0)));
  const merged = pages
    .flatMap((page) => page.list)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(offset, offset + query.size);
  return { ...empty, total: pages.reduce((sum, page) => sum + page.total, 0), list: merged.map((item) => item.record) };
}
