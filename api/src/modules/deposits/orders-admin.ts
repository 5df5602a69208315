/** Recharge orders as operators see them: every player's, newest first, by status, player and day created. */
import { apiMessages, formatUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { DepositOrderStatus } from '../../db/schema';
import { refuse } from '../../errors';
import { shanghaiDaysUtc } from '../../shanghai-time';
import { selectOrderPage, type OrderRow } from './store';

function shown(row: OrderRow) {
  return {
    id: row.id,
    order_no: row.order_no,
    player_id: row.player_id,
    address: row.address,
    amount: formatUsdt(row.amount),
    actual_amount: formatUsdt(row.actual_amount),
    credited_amount: row.credited_amount === null ? null : formatUsdt(row.credited_amount),
    exact_amount_required: row.exact_amount === 1,
    status: row.status,
    tx_id: row.tx_id ?? null,
    created_at: row.created_at,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    closed_at: row.closed_at,
  };
}

/** GET deposit-orders: a page, newest first; days are Asia/Shanghai, both included. */
export async function listDepositOrders(
  context: AppContext,
  query: {
    page: number;
    size: number;
    status?: DepositOrderStatus;
    player_id?: number;
    start_date?: string;
    end_date?: string;
  },
) {
  const days = shanghaiDaysUtc(query.start_date, query.end_date);
  if (!days) throw refuse(apiMessages.recordDateOrder);
  const { total, list } = await selectOrderPage(
    context.db,
    { status: query.status, playerId: query.player_id, createdFrom: days.fromUtc, createdBefore: days.beforeUtc },
    query.size,
    (query.page - 1) * query.size,
  );
  return { total, page: query.page, size: query.size, list: list.map(shown) };
}
