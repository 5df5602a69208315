/**
 * When the add-to-home bar shows (spec §4: its last display is older than 24 h or unset; §9:
 * it repeats after 86400000 ms).
 *
 * The time is recorded when the bar is displayed, not when it is closed: a player who ignores
 * the bar and leaves still sees it at most once per 24 h. Closing it only hides it for this page
 * view, so closing writes nothing. The key is LOCAL_KEYS.addToHomeShownAt.
 */
import { LOCAL_KEYS } from '../../stores/storage-keys';

/** Spec §9: the prompt repeats after this many ms (24 h). */
export const ADD_TO_HOME_INTERVAL_MS = 86_400_000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Only a plain integer is a timestamp we wrote; anything else is someone else's value. */
const TIMESTAMP_PATTERN = /^\d{1,16}$/;

/**
 * Whether the bar is due, from the stored last display and the current time.
 * Exactly 24 h after the last display is not yet "older than 24 h": the bar shows from the next ms.
 * @example shouldShowAddToHome(null, Date.now()) // true: never shown
 */
export function shouldShowAddToHome(lastShown: string | null, now: number): boolean {
  if (lastShown === null || !TIMESTAMP_PATTERN.test(lastShown)) return true;
  const elapsed = now - Number(lastShown);
  // A time more than a day ahead means a clock set back or a forged value; waiting for it
  // could hide the bar for years, so it counts as unset. Small skew simply waits.
  if (elapsed < -ADD_TO_HOME_INTERVAL_MS) return true;
  return elapsed > ADD_TO_HOME_INTERVAL_MS;
}

/** What isInstalledApp looks at; `window` in the browser, a stub in tests. */
export interface DisplayEnvironment {
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: { standalone?: boolean };
}

/**
 * Whether the site already runs as an installed app: then there is nothing to add.
 * iOS Safari reports it only through the non-standard navigator.standalone.
 */
export function isInstalledApp(environment: DisplayEnvironment): boolean {
  if (environment.navigator?.standalone === true) return true;
  return environment.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Reads the last display; storage that throws (private mode, blocked) reads as unset. */
export function readAddToHomeShown(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(LOCAL_KEYS.addToHomeShownAt);
  } catch {
    return null;
  }
}

/** Records a display of the bar; call it when the bar is shown. Storage failures are ignored. */
export function recordAddToHomeShown(storage: Pick<Storage, 'setItem'>, now: number): void {
  try {
    storage.setItem(LOCAL_KEYS.addToHomeShownAt, String(now));
  } catch {
    // Without storage the bar shows on every page view; that beats never showing it.
  }
}

/**
 * The whole decision for one page view: never in the installed app, otherwise the 24 h rule;
 * when the bar is due its display is recorded at once.
 */
export function takeAddToHomeTurn(storage: KeyValueStorage, environment: DisplayEnvironment, now: number): boolean {
  if (isInstalledApp(environment)) return false;
  if (!shouldShowAddToHome(readAddToHomeShown(storage), now)) return false;
  recordAddToHomeShown(storage, now);
  return true;
}
