/** The player's session as stores: the token (kept in localStorage robot_token) and the login dialog flag. */
import { atom } from 'nanostores';
import { LOCAL_KEYS } from './storage-keys';

export const $token = atom<string | null>(localStorage.getItem(LOCAL_KEYS.token));

/** showLogin of spec §3: the login/registration dialog is open. */
export const $showLogin = atom(false);

export function saveToken(token: string): void {
  localStorage.setItem(LOCAL_KEYS.token, token);
  $token.set(token);
}

/** Logout and 401 alike: the token is gone from memory and storage. */
export function clearSession(): void {
  localStorage.removeItem(LOCAL_KEYS.token);
  $token.set(null);
}
