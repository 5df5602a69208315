/**
 * The HostApi the shell hands every remote: the site's HTTP client, the session stores, the
 * shell's dialogs and widgets. Remotes reach the rest of the site only through this object.
 */
import type { HostApi, ReleaseManifest, RemoteVersion } from 'shared-contracts';
import { BalanceText } from '../balance/BalanceText';
import { httpClient } from '../http/site-client';
import { $theme, toggleTheme } from '../platform/theme';
import { showToast } from '../platform/toast';
import { $invite } from '../session/player-invite';
import { $siteConfig } from '../session/site-config';
import { $userInfo, logout, refreshBalance } from '../session/user-session';
import { $showLogin, $token } from '../stores/session-store';
import { $loginType, $showCustom, $showInvite, $showRecharge, LOGIN_TYPE } from '../stores/ui-flags';
import { removeFirstScreen } from '../platform/first-screen';

type Navigate = HostApi['navigate'];
let navigateImpl: Navigate = (path) => location.assign(path);
let bootedReleases: readonly RemoteVersion[] = [];

/** The composition root hands over the remotes.json it booted with, before any remote loads. */
export function setReleases(manifest: ReleaseManifest): void {
  bootedReleases = manifest.remotes.map(({ name, version }) => ({ name, version }));
}

/** The router registers itself here once it exists. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

function openLogin(mode: 'login' | 'register' = 'login'): void {
  $loginType.set(mode === 'register' ? LOGIN_TYPE.register : LOGIN_TYPE.login);
  $showLogin.set(true);
}

function requireLogin(): boolean {
  if ($token.get() !== null) return true;
  openLogin();
  return false;
}

export const hostApi: HostApi = {
  request: (path, init = {}) =>
    httpClient(path, { method: init.method, query: init.query, body: init.body, signal: init.signal }),
  session: { token: $token, user: $userInfo, invite: $invite, refreshBalance },
  toast: showToast,
  navigate: (path, options) => navigateImpl(path, options),
  theme: { mode: $theme, toggle: toggleTheme },
  requireLogin,
  openLogin,
  openCustomerService: () => $showCustom.set(true),
  openInvite: () => {
    if (requireLogin()) $showInvite.set(true);
  },
  openRecharge: () => {
    if (requireLogin()) $showRecharge.set(true);
  },
  siteConfig: $siteConfig,
  ui: { BalanceText },
  logout,
  firstScreenShown: removeFirstScreen,
  // A getter: the object exists before remotes.json is read.
  get releases() {
    return bootedReleases;
  },
};
