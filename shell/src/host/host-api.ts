/**
 * The HostApi the shell hands every remote. The session and dialogs behind these members grow
 * with the shell issue; remotes keep calling the same members.
 */
import { Toast } from 'antd-mobile';
import type { HostApi } from 'shared-contracts';
import { progress } from '../app/progress';
import { $theme, toggleTheme } from '../app/theme';
import { createHttpClient } from '../http/client';
import { $showLogin, $token, clearSession } from '../session/session-store';

type Navigate = HostApi['navigate'];
let navigateImpl: Navigate = (path) => location.assign(path);

/** The router registers itself here once it exists. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

const showToast = (message: string) => {
  Toast.show({ content: message, duration: 2000 });
};

export const httpClient = createHttpClient({
  // Same origin: the site server proxies /api. A separate API host would be set here from runtime config.
  baseUrl: '',
  getToken: () => $token.get(),
  onUnauthorized: () => {
    clearSession();
    $showLogin.set(true);
  },
  toast: showToast,
  progress,
});

export const hostApi: HostApi = {
  request: (path, init = {}) => httpClient(path, { method: init.method, query: init.query, body: init.body }),
  session: { token: $token },
  toast: showToast,
  navigate: (path, options) => navigateImpl(path, options),
  theme: { mode: $theme, toggle: toggleTheme },
  requireLogin: () => {
    if ($token.get() !== null) return true;
    $showLogin.set(true);
    return false;
  },
};
