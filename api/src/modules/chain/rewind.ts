/**
 * The second look: once an hour the watcher reads the last REWIND_WINDOW_MS of events again, a few
 * pages a pass, after the main read has caught up. An event the list showed late (a lagging
 * indexer) is found then; one already recorded costs no receipt, since the intake is idempotent.
 */
import type { AppContext } from '../../context';
import { REREAD_MS, scanEvents, type ScanProgress, type ScanTarget } from './event-scan';
import { updateStatus, type WatchStatus } from './store';

export const REWIND_EVERY_MS = 60 * 60_000;
export const REWIND_WINDOW_MS = 65 * 60_000;

/** Runs (or continues) the hourly re-read; null when none is due. */
export async function rewindStep(
  context: AppContext,
  target: ScanTarget,
  status: WatchStatus,
  cursor: number,
  shouldStop: () => boolean,
): Promise<ScanProgress | null> {
  const now = context.now();
  let position = status.rewind_position === null ? null : Number(status.rewind_position);
  let end = status.rewind_end === null ? cursor : Number(status.rewind_end);
  if (position === null) {
    const last = status.rewind_started_at === null ? null : Date.parse(status.rewind_started_at);
    if (last !== null && now.getTime() - last < REWIND_EVERY_MS) return null;
    position = cursor - REWIND_WINDOW_MS;
    end = cursor;
    await updateStatus(context.db, {
      rewind_position: position,
      rewind_end: end,
      rewind_started_at: now.toISOString(),
    });
  }
  const from = position;
  const progress = await scanEvents(
    context,
    target,
    { from: from - REREAD_MS, to: end },
    async (reached) => updateStatus(context.db, { rewind_position: Math.max(from, reached) }),
    shouldStop,
  );
  if (progress.complete) await updateStatus(context.db, { rewind_position: null, rewind_end: null });
  return progress;
}
