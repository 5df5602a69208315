/** The chain watcher's status for operators: what it last saw, where it reads, what waits, how it fails, what differs. */
import type { ChainWatcherStatus } from 'shared-contracts';
import type { AppContext } from '../../context';
import { tronBudgetOf } from './clients';
import { selectDifferences } from './reconcile-store';
import { countPending, selectStatus } from './store';

const secondsSince = (now: Date, at: string | null) =>
  at === null ? null : Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 1000));

export async function chainWatcherStatus(context: AppContext): Promise<ChainWatcherStatus> {
  const now = context.now();
  const status = await selectStatus(context.db, now);
  const solidified = status.solidified_block === null ? null : Number(status.solidified_block);
  const head = status.head_block === null ? null : Number(status.head_block);
  const backingOff = status.backoff_until !== null && status.backoff_until > now.toISOString();
  const usage = tronBudgetOf(context.config).usage();
  const differences = await selectDifferences(context.db, 100);
  return {
    api_url: context.config.tron.apiUrl,
    solidified_block: solidified,
    head_block: head,
    lag_blocks: solidified === null || head === null ? null : head - solidified,
    last_success_at: status.last_success_at,
    seconds_since_success: secondsSince(now, status.last_success_at),
    error_count: Number(status.error_count),
    consecutive_failures: status.consecutive_failures,
    last_error: status.last_error,
    last_error_at: status.last_error_at,
    backoff_until: backingOff ? status.backoff_until : null,
    event_cursor: status.event_cursor === null ? null : new Date(Number(status.event_cursor)).toISOString(),
    rewind_position: status.rewind_position === null ? null : new Date(Number(status.rewind_position)).toISOString(),
    rewind_started_at: status.rewind_started_at,
    pending_transfers: await countPending(context.db),
    budget: {
      per_second: context.config.tron.requestsPerSecond,
      per_day: context.config.tron.requestsPerDay,
      last_hour: usage.lastHour,
      last_day: usage.lastDay,
    },
    differences: differences.map((row) => ({
      address: row.address,
      on_chain: row.on_chain,
      recorded_in: row.recorded_in,
      recorded_out: row.recorded_out,
      difference: row.difference,
      differs_since: row.differs_since as string,
      checked_at: row.checked_at,
    })),
  };
}
