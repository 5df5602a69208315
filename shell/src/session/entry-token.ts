/**
 * The entry-URL token flow (spec §4): a URL with ?token= logs in with it, sets a flag and
 * reloads to the origin with a time parameter; the next load opens the promo dialog once.
 * The login dialog ends here too (it navigates to /?token=…).
 */
import { $token, saveToken } from '../stores/session-store';
import { LOCAL_KEYS } from '../stores/storage-keys';

/** Server tokens are 64 hex characters; anything far from a token is ignored, not stored. */
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9._~-]{16,512}$/;

/**
 * Runs before the site renders. True when the page is reloading (render nothing then): the
 * token leaves the address bar and history through location.replace.
 */
export function takeEntryToken(current: Location = location): boolean {
  const token = new URLSearchParams(current.search).get('token')?.trim();
  if (!token || !PLAUSIBLE_TOKEN.test(token)) return false;
  saveToken(token);
  localStorage.setItem(LOCAL_KEYS.promoPending, '1');
  current.replace(`${current.origin}/?time=${Date.now()}`);
  return true;
}

/** Whether this load follows an entry with a token; clears the flag either way. */
export function takePromoPending(): boolean {
  const pending = localStorage.getItem(LOCAL_KEYS.promoPending) === '1';
  localStorage.removeItem(LOCAL_KEYS.promoPending);
  return pending && $token.get() !== null;
}
