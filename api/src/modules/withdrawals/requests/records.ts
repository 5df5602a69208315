/**
 * A withdrawal as the player sees it: in the answer of withdraw-apply and withdraw-info, and as a
 * type 2 record of 充提记录 (its status 1 done, 2 pending, 3 rejected).
 */
import { formatUsdt, messages, microUsdt, RECORD_STATUS, type InoutRecord, type Withdrawal } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { formatShanghaiTime } from '../../../shanghai-time';
import type { RecordWindow } from '../../../db/record-window';
import { selectWithdrawalRecords, type WithdrawalRow } from './store';

const STATUS_OF_STATE = {
  review: RECORD_STATUS.pending,
  paying: RECORD_STATUS.pending,
  verify: RECORD_STATUS.pending,
  paid: RECORD_STATUS.completed,
  rejected: RECORD_STATUS.rejected,
} as const;

/** 待核实 is the operators' word: to the player the payout is still under way, as it was while paying. */
const PLAYER_STATE = {
  review: 'review',
  paying: 'paying',
  verify: 'paying',
  paid: 'paid',
  rejected: 'rejected',
} as const;

/** The built-in channel's name, as deposits list it. */
const USDT_TRC20_NAME = 'USDT-TRC20';

export function shownWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    order_id: row.order_no,
    amount: formatUsdt(row.amount),
    fee: formatUsdt(row.fee),
    total: formatUsdt(microUsdt(row.amount + row.fee)),
    address_type: row.address_type,
    address: row.address,
    area: row.address_type === 2 ? row.area : null,
    status: STATUS_OF_STATE[row.state],
    state: PLAYER_STATE[row.state],
    reason: row.reject_reason,
    tx_id: row.paid_tx_id,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

/** Where the money went, as the list shows it: the address, or +area and the phone number. */
const shownDestination = (row: WithdrawalRow) => (row.address_type === 2 ? `+${row.area} ${row.address}` : row.address);

function withdrawalRecord(row: WithdrawalRow): InoutRecord {
  return {
    order_id: row.order_no,
    type: 2,
    channel: row.address_type === 1 ? USDT_TRC20_NAME : messages.addresses.types[row.address_type],
    amount: formatUsdt(row.amount),
    // What arrives; the fee is on top of it, taken from the balance with it.
    actual_amount: formatUsdt(row.amount),
    fee: formatUsdt(row.fee),
    address: shownDestination(row),
    tx_id: row.paid_tx_id,
    status: STATUS_OF_STATE[row.state],
    created_at: formatShanghaiTime(row.created_at),
    completed_at: row.completed_at === null ? null : formatShanghaiTime(row.completed_at),
  };
}

/** The 充提记录 source of withdrawals (type 2): the player's in the window, newest first, with time and row id for merging. */
export async function withdrawalRecords(context: AppContext, playerId: number, window: RecordWindow) {
  const rows = await selectWithdrawalRecords(context.db, playerId, window);
  return rows.map((row) => ({ at: row.created_at, id: row.id, record: withdrawalRecord(row) }));
}
