/** Third-party channel orders as 充提记录 rows (type 1), for the records list the deposits module composes. */
import { formatUsdt, type InoutRecord } from 'shared-contracts';
import type { AppContext } from '../../context';
import { formatShanghaiTime } from '../../shanghai-time';
import type { RecordWindow } from '../../db/record-window';
import { selectChannelOrderRecords } from './orders-store';

/** The player's channel orders in the window, newest first, each with its UTC time and row id for merging. */
export async function channelOrderRecords(context: AppContext, playerId: number, window: RecordWindow) {
  const rows = await selectChannelOrderRecords(context.db, playerId, { ...window, now: context.now() });
  return rows.map(({ row_id: id, ...row }) => {
    const record: InoutRecord = {
      ...row,
      amount: formatUsdt(row.amount),
      actual_amount: formatUsdt(row.actual_amount),
      fee: null,
      created_at: formatShanghaiTime(row.created_at),
      completed_at: row.completed_at === null ? null : formatShanghaiTime(row.completed_at),
    };
    return { at: row.created_at, id, record };
  });
}
