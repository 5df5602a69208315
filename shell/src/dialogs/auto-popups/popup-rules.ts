/**
 * When the popups that open by themselves appear, from what stores/storage-keys.ts says is kept:
 * the first-time carousel shows again 24 h after it was last shown (like the add-to-home bar),
 * never again once the player ticked 不再提示; the announcement once per browser session.
 */

export const FIRST_TIME_REPEAT_MS = 86_400_000;

export function shouldShowFirstTime(showtime: string | null, showDialog: string | null, now: number): boolean {
  if (showDialog === 'false') return false;
  const last = Number(showtime);
  if (showtime === null || !Number.isFinite(last)) return true;
  // A time in the future means a wrong clock: show it rather than hide it for good.
  return now - last >= FIRST_TIME_REPEAT_MS || last > now + FIRST_TIME_REPEAT_MS;
}
