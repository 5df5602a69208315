/** The chain watcher's status for operators: what it last saw, how far behind it is, how it fails. */
import type { ChainWatcherStatus } from 'shared-contracts';
import type { AppContext } from '../../context';
import { selectCursors, selectStatus } from './store';

export async function chainWatcherStatus(context: AppContext): Promise<ChainWatcherStatus> {
  const now = context.now();
  const status = await selectStatus(context.db, now);
  const cursors = await selectCursors(context.db);
  const solidified = status.solidified_block === null ? null : Number(status.solidified_block);
  const head = status.head_block === null ? null : Number(status.head_block);
  const backingOff = status.backoff_until !== null && status.backoff_until > now.toISOString();
  return {
    api_url: context.config.tron.apiUrl,
    solidified_block: solidified,
    head_block: head,
    lag_blocks: solidified === null || head === null ? null : head - solidified,
    last_success_at: status.last_success_at,
    seconds_since_success:
      status.last_success_at === null
        ? null
        : Math.max(0, Math.floor((now.getTime() - Date.parse(status.last_success_at)) / 1000)),
    error_count: Number(status.error_count),
    consecutive_failures: status.consecutive_failures,
    last_error: status.last_error,
    last_error_at: status.last_error_at,
    backoff_until: backingOff ? status.backoff_until : null,
    cursors: cursors.map((cursor) => ({
      address: cursor.address,
      min_timestamp: Number(cursor.min_timestamp),
      handed_over: Number(cursor.handed_over),
      updated_at: cursor.updated_at,
    })),
  };
}
