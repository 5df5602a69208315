/**
 * The logged-in player's session (spec §4): user info, its 30-second refresh and the refresh when
 * the tab becomes visible again, logout, and the start-up work on load.
 */
import { atom } from 'nanostores';
import { apiPaths, type UserInfoResult } from 'shared-contracts';
import { $showLogin, $token, clearSession } from '../stores/session-store';
import { $showCustom, $showInvite, $showRecharge } from '../stores/ui-flags';
import { captureInviteCode } from './invite-code';
import { $invite, buildInvite } from './player-invite';
import { sessionRequest } from './session-request';
import { SITE_EVENTS } from './site-events';

export const USER_INFO_REFRESH_MS = 30_000;

export const $userInfo = atom<UserInfoResult | null>(null);

let refreshTimer: ReturnType<typeof setInterval> | undefined;

export async function fetchUserInfo(): Promise<UserInfoResult | null> {
  if ($token.get() === null) return null;
  try {
    const info = await sessionRequest<UserInfoResult>(apiPaths.userInfo);
    if ($token.get() !== null) $userInfo.set(info);
    return info;
  } catch {
    // Toasted by the client; a 401 has already cleared the session.
    return null;
  }
}

export function stopRefresh(): void {
  if (refreshTimer !== undefined) clearInterval(refreshTimer);
  refreshTimer = undefined;
}

/** Fetches user info now and every 30 seconds while logged in. */
export function startRefresh(): Promise<UserInfoResult | null> {
  stopRefresh();
  refreshTimer = setInterval(() => void fetchUserInfo(), USER_INFO_REFRESH_MS);
  return fetchUserInfo();
}

/** The refresh button (spec §4): the balance refresh, then user info again. */
export async function refreshBalance(): Promise<void> {
  if ($token.get() === null) return;
  try {
    await sessionRequest(apiPaths.balanceRefresh, { method: 'POST' });
  } catch {
    // Toasted by the client; user info below still shows the last known balance.
  }
  await fetchUserInfo();
}

export async function logout(): Promise<void> {
  try {
    if ($token.get() !== null) await sessionRequest(apiPaths.logout, { method: 'POST' });
  } catch {
    // Toasted by the client; the player is logged out locally either way.
  } finally {
    stopRefresh();
    clearSession();
  }
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'visible' && $token.get() !== null) void fetchUserInfo();
}

const openLogin = () => $showLogin.set(true);
const onLogoutEvent = () => void logout();
const openInvite = () => ($token.get() === null ? $showLogin : $showInvite).set(true);
const openRecharge = () => ($token.get() === null ? $showLogin : $showRecharge).set(true);
const openService = () => $showCustom.set(true);

let started = false;

/** Start-up: invite code, the saved token's user info, listeners. Returns the cleanup. */
export function startSession(): () => void {
  if (started) return () => undefined;
  started = true;
  captureInviteCode();
  // Logout and 401 alike end in clearSession: drop the timer and the player's data then.
  const unlisten = $token.listen((token) => {
    if (token !== null) return;
    stopRefresh();
    $userInfo.set(null);
    $invite.set(null);
    // The popup polls the player's order: it has nothing to show a visitor.
    $showRecharge.set(false);
  });
  if ($token.get() !== null) {
    void startRefresh();
    void buildInvite();
  }
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener(SITE_EVENTS.openLogin, openLogin);
  window.addEventListener(SITE_EVENTS.logout, onLogoutEvent);
  window.addEventListener(SITE_EVENTS.openInvite, openInvite);
  window.addEventListener(SITE_EVENTS.openRecharge, openRecharge);
  window.addEventListener(SITE_EVENTS.openService, openService);
  return () => {
    started = false;
    unlisten();
    stopRefresh();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener(SITE_EVENTS.openLogin, openLogin);
    window.removeEventListener(SITE_EVENTS.logout, onLogoutEvent);
    window.removeEventListener(SITE_EVENTS.openInvite, openInvite);
    window.removeEventListener(SITE_EVENTS.openRecharge, openRecharge);
    window.removeEventListener(SITE_EVENTS.openService, openService);
  };
}
