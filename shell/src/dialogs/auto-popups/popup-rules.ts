/**
 * When the popups that open by themselves appear. The storage keys are the site's own:
 * - showtime (localStorage): ms time the first-time carousel was last shown; it shows again
 *   after 24 h, like the add-to-home bar.
 * - showDialog (localStorage): 'false' once the player ticked 不再提示; never again then.
 * - noticeShown (sessionStorage): the announcement was shown in this browser session.
 * - promoPending (localStorage): set by the ?token= entry flow, read and cleared on the next load.
 */
export const POPUP_KEYS = {
  showtime: 'showtime',
  showDialog: 'showDialog',
  noticeShown: 'noticeShown',
  promoPending: 'promoPending',
} as const;

export const FIRST_TIME_REPEAT_MS = 86_400_000;

export function shouldShowFirstTime(showtime: string | null, showDialog: string | null, now: number): boolean {
  if (showDialog === 'false') return false;
  const last = Number(showtime);
  if (showtime === null || !Number.isFinite(last)) return true;
  // A time in the future means a wrong clock: show it rather than hide it for good.
  return now - last >= FIRST_TIME_REPEAT_MS || last > now + FIRST_TIME_REPEAT_MS;
}
