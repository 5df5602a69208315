/** USDT-TRC20 recharge orders as 充提记录 rows (type 1), for the list the inout module composes. */
import { formatUsdt, RECORD_STATUS, type InoutRecord } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { RecordWindow } from '../../db/record-window';
import { formatShanghaiTime } from '../../shanghai-time';
import { selectOrderRecords, type OrderRow } from './store';

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

/** The player's recharge orders in the window, newest first, each with its UTC time and row id for merging. */
export async function rechargeOrderRecords(context: AppContext, playerId: number, window: RecordWindow) {
  const rows = await selectOrderRecords(context.db, playerId, window);
  return rows.map((row) => ({ at: row.created_at, id: row.id, record: depositRecord(row) }));
}
