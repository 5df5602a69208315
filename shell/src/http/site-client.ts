/**
 * The one HTTP client of the site, shared by the shell and (through the HostApi) every remote.
 * The API base comes from remotes.json at boot, so moving the API needs no rebuild.
 */
import { Toast } from 'antd-mobile';
import { progress } from '../app/progress';
import { $showLogin, $token, clearSession } from '../session/session-store';
import { createHttpClient } from './client';

let apiBase = '';

/** Called once at boot with remotes.json's apiBase ('' or absent: the site's own origin). */
export function setApiBase(base: string | undefined): void {
  apiBase = (base ?? '').replace(/\/+$/, '');
}

export function showToast(message: string): void {
  Toast.show({ content: message, duration: 2000 });
}

export const httpClient = createHttpClient({
  baseUrl: () => apiBase,
  getToken: () => $token.get(),
  onUnauthorized: () => {
    // clearSession ends the refresh timer and the count-ups through the token's listeners.
    clearSession();
    $showLogin.set(true);
  },
  toast: showToast,
  progress,
});
