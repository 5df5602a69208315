/** The player's session as stores: the token (kept in localStorage robot_token) and the login dialog flag. */
import { atom } from 'nanostores';

export const TOKEN_STORAGE_KEY = 'robot_token';

export const $token = atom<string | null>(localStorage.getItem(TOKEN_STORAGE_KEY));

/** showLogin of spec §3: the login/registration dialog is open. */
export const $showLogin = atom(false);

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  $token.set(token);
}

/** Logout and 401 alike: the token is gone from memory and storage. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  $token.set(null);
}
