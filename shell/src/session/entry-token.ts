/**
 * The entry-URL flow (spec §4): a URL with ?token= logs in with it, sets a flag and reloads to
 * the origin with a time parameter; the next load opens the promo dialog once. The value in the
 * URL is a single-use code (60 s), never the session token: the login dialog mints one and
 * navigates to /?token=<code>, and the page exchanges it before anything else loads.
 */
import { apiPaths, type EntryCodeResult, type EntryResult } from 'shared-contracts';
import { $token, saveToken } from '../stores/session-store';
import { LOCAL_KEYS } from '../stores/storage-keys';
import { sessionRequest } from './session-request';

/** Codes are 43 base64url characters; anything far from one is dropped without a request. */
const PLAUSIBLE_CODE = /^[A-Za-z0-9._~-]{16,200}$/;

/**
 * Takes ?token= out of the address bar at once (history.replaceState), before any request could
 * carry it in a Referer, and returns the code it held (null when none or implausible).
 */
export function takeEntryCode(current: Location = location, currentHistory: History = history): string | null {
  const params = new URLSearchParams(current.search);
  if (!params.has('token')) return null;
  const code = params.get('token')?.trim() ?? '';
  params.delete('token');
  const query = params.toString();
  currentHistory.replaceState(
    currentHistory.state,
    '',
    `${current.pathname}${query ? `?${query}` : ''}${current.hash}`,
  );
  return PLAUSIBLE_CODE.test(code) ? code : null;
}

/**
 * Exchanges the code for a session of its own, stores it, sets the promo flag and reloads to the
 * origin with a time parameter: true while that reload is under way (render nothing then). A
 * used, expired or unknown code gives false (the client toasts why) and the visit goes on as it
 * was, with the stored session if there is one.
 */
export async function enterWithCode(code: string, current: Location = location): Promise<boolean> {
  try {
    const { token } = await sessionRequest<EntryResult>(apiPaths.entry, { method: 'POST', body: { token: code } });
    saveToken(token);
    localStorage.setItem(LOCAL_KEYS.promoPending, '1');
    current.replace(`${current.origin}/?time=${Date.now()}`);
    return true;
  } catch {
    return false;
  }
}

/** A code for the entry URL of the logged-in player, or null when none could be had. */
export async function mintEntryCode(): Promise<string | null> {
  try {
    return (await sessionRequest<EntryCodeResult>(apiPaths.entryCode, { method: 'POST' })).code;
  } catch {
    return null;
  }
}

/** Whether this load follows an entry with a token; clears the flag either way. */
export function takePromoPending(): boolean {
  const pending = localStorage.getItem(LOCAL_KEYS.promoPending) === '1';
  localStorage.removeItem(LOCAL_KEYS.promoPending);
  return pending && $token.get() !== null;
}
