/** POST task/receive/log (领取记录): the player's claims, newest first, a page at a time by claim id. */
import { formatUsdt, type TaskReceiveLogResult } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { formatShanghaiTime } from '../../../shanghai-time';
import { decodeClaimCursor, encodeClaimCursor } from '../../agent';
import { kindName } from '../../records';
import { selectClaimLog } from './claims-store';

/** activity_type of a rebate claim. */
const REBATE_TYPE = 0;

/**
 * A page of the player's claims below `cursor`; rebates are titled 反水, a promotion's claim by its title.
 * @throws DomainError recordCursorInvalid for a cursor this server did not write
 */
export async function taskReceiveLog(
  context: AppContext,
  playerId: number,
  input: { cursor?: string | undefined; size: number },
): Promise<TaskReceiveLogResult> {
  const before = decodeClaimCursor(input.cursor);
  const rows = await selectClaimLog(context.db, playerId, before, input.size + 1);
  const list = rows.slice(0, input.size);
  const last = list.at(-1);
  return {
    list: list.map((row) => ({
      id: row.id,
      activity_type: row.activity_type,
      title: row.activity_type === REBATE_TYPE ? kindName('rebate') : (row.title ?? kindName('bonus')),
      amount: formatUsdt(row.amount),
      turnover_required: formatUsdt(row.turnover_required),
      created_at: formatShanghaiTime(row.created_at),
    })),
    next_cursor: rows.length > input.size && last ? encodeClaimCursor(last.id) : null,
  };
}
