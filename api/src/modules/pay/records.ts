/** Third-party channel orders as 充提记录 rows (type 1), for the records list the deposits module composes. */
import { formatUsdt, type InoutRecord } from 'shared-contracts';
import type { AppContext } from '../../context';
import { formatShanghaiTime } from '../../shanghai-time';
import { countChannelOrderRecords, selectChannelOrderRecords } from './orders-store';

/** The player's newest `limit` channel orders after `offset`, each with its UTC time for merging. */
export async function channelOrderRecordPage(context: AppContext, playerId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    selectChannelOrderRecords(context.db, playerId, { limit, offset, now: context.now() }),
    countChannelOrderRecords(context.db, playerId),
  ]);
  const list = rows.map((row) => {
    const record: InoutRecord = {
      ...row,
      amount: formatUsdt(row.amount),
      actual_amount: formatUsdt(row.actual_amount),
      fee: null,
      created_at: formatShanghaiTime(row.created_at),
      completed_at: row.completed_at === null ? null : formatShanghaiTime(row.completed_at),
    };
    return { at: row.created_at, record };
  });
  return { total, list };
}
