/**
 * 存款限额审核: the operator's queue of deposits credited over a player's deposit limit, across
 * players. Open reviews come oldest first (the longest-refused player on top); closed ones newest
 * first. Closing one is closeDepositReview (admin.ts), through the player's protection path.
 */
import { formatUsdt, type DepositReviewRow, type DepositReviewsQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { selectDepositReviewPage } from './deposit-review-store';

export async function listDepositReviews(context: AppContext, query: DepositReviewsQuery) {
  const { total, rows } = await selectDepositReviewPage(
    context.db,
    query.status,
    query.size,
    (query.page - 1) * query.size,
  );
  const list: DepositReviewRow[] = rows.map((row) => ({
    id: row.id,
    player_id: row.player_id,
    username: row.username,
    source: row.source,
    reference: row.reference,
    amount: formatUsdt(row.amount),
    limit_key: row.limit_key,
    status: row.status,
    created_at: row.created_at,
    closed_at: row.closed_at,
    closed_by_name: row.closed_by_name,
    close_note: row.close_note,
  }));
  return { total, page: query.page, size: query.size, list };
}
