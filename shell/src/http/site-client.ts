/**
 * The one HTTP client of the site, shared by the shell and (through the HostApi) every remote.
 * The API base comes from remotes.json at boot, so moving the API needs no rebuild.
 */
import { apiPaths } from 'shared-contracts';
import { createHttpClient } from 'remote-kit/http-client';
import { getDeviceId } from '../platform/device-id';
import { progress } from '../platform/progress';
import { showToast } from '../platform/toast';
import { $showLogin, $token, clearSession } from '../stores/session-store';
import { withDeviceId } from './device-header';
import { fetchWithInlinedAnswers } from './inlined-answers';

let apiBase = '';

/** Called once at boot with remotes.json's apiBase ('' or absent: the site's own origin). */
export function setApiBase(base: string | undefined): void {
  apiBase = (base ?? '').replace(/\/+$/, '');
}

export const httpClient = createHttpClient({
  baseUrl: () => apiBase,
  getToken: () => $token.get(),
  onUnauthorized: (path) => {
    // clearSession ends the refresh timer and the count-ups through the token's listeners.
    clearSession();
    // Logging out of a session the server already ended (a cool-off or self-exclusion ends every
    // session) is the player leaving, not a reason to ask them to log in.
    if (path !== apiPaths.logout) $showLogin.set(true);
  },
  toast: showToast,
  progress,
  // The device id on every call: the API keeps it with the address where the player acts.
  fetchImpl: withDeviceId(fetchWithInlinedAnswers, () => getDeviceId()),
});
