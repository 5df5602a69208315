/**
 * The operator's token: in sessionStorage (this tab only, gone when it closes), never in a URL or a
 * cookie. Listeners hear when it changes, and why it was cleared.
 */
const KEY = 'admin_token';

/** Why the console went back to its login page. */
export type LogoutReason = 'logout' | 'expired' | 'idle';

type Listener = (token: string | null, reason?: LogoutReason) => void;
const listeners = new Set<Listener>();

export function readToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function saveToken(token: string): void {
  sessionStorage.setItem(KEY, token);
  for (const listener of listeners) listener(token);
}

export function clearToken(reason: LogoutReason): void {
  if (readToken() === null) return;
  sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener(null, reason);
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
