import type { ComponentType } from 'react';
import type { UserInfoResult } from '../api/account';
import type { ConfigItem } from '../api/content';

/**
 * What the shell hands every remote. Remotes never create their own HTTP client or session:
 * everything that crosses the remote boundary goes through this object.
 */

/** A read-only store, shaped like a nanostores atom (get/subscribe/listen). */
export interface ReadableValue<T> {
  get(): T;
  /** Calls `listener` now and on every change; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
  /** Calls `listener` on every later change; returns the unsubscribe function. */
  listen(listener: (value: T) => void): () => void;
}

/** The player's invite links and their QR codes (spec §2 popup 6, §4), built by the shell after login. */
export interface PlayerInvite {
  /** Link to the web site with the player's invite code. */
  web: string;
  /** Link that starts the chat bot with the player's invite code. */
  bot: string;
  /** PNG data URLs of the two links' QR codes, 369×369 px. */
  webQr: string;
  botQr: string;
}

export interface HostSession {
  /** The bearer token, or null for a visitor. */
  token: ReadableValue<string | null>;
  /** The logged-in player's user info; null for a visitor and until the first answer. */
  user: ReadableValue<UserInfoResult | null>;
  /** Invite links and QR codes; null for a visitor and until built. */
  invite: ReadableValue<PlayerInvite | null>;
  /** The refresh button (spec §4): balance refresh, then user info again. Failures are toasted. */
  refreshBalance(): Promise<void>;
}

/** Props of the shell's balance display: 4 decimals, a 1 s count-up after a 2 s delay (spec §9). */
export interface BalanceTextProps {
  className?: string;
}

/** Default export of the agent remote's `./invite-dialog`: receives the HostApi, returns the dialog. */
export type CreateInviteDialog = (host: HostApi) => ComponentType<{ visible: boolean; onClose(): void }>;

/**
 * Default export of the wallet remote's `./recharge-popup`: receives the HostApi, returns the
 * recharge sheet (amount entry, then the USDT-TRC20 order popup of spec §2 popup 3). Opened on
 * the player's open order when there is one.
 */
export type CreateRechargePopup = (host: HostApi) => ComponentType<{ visible: boolean; onClose(): void }>;

/** One remote as the shell booted it: its container name and release version from remotes.json (for /about). */
export interface RemoteVersion {
  /** Container name, e.g. `mf_lobby`. */
  name: string;
  /** Release version: package version plus a hash of the built files. */
  version: string;
}

export interface HostRequestInit {
  method?: 'GET' | 'POST';
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** Aborting it cancels the request (see isRequestCancelled); e.g. a newer search replaces an older one. */
  signal?: AbortSignal;
}

export interface HostApi {
  /**
   * GET or POST through the shell's HTTP client; resolves with the envelope's result. Failures are
   * toasted and reject; aborting `signal` rejects with a RequestCancelledError and shows nothing.
   */
  request<T = unknown>(path: string, init?: HostRequestInit): Promise<T>;
  session: HostSession;
  /** Show a short message (antd-mobile Toast, 2000 ms). */
  toast(message: string): void;
  /** Go to a route of the site, whichever remote owns it. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Open the login dialog when the player is a visitor; true when already logged in. */
  requireLogin(): boolean;
  /** The login/registration dialog in the given mode (the home top bar's 登录 / 注册 buttons). */
  openLogin(mode?: 'login' | 'register'): void;
  /** The customer-service popup (online support link, chat support). */
  openCustomerService(): void;
  /** The invite dialog (showInvite); a visitor gets the login dialog instead. */
  openInvite(): void;
  /** The wallet remote's recharge popup (the home top bar's 充值); a visitor gets the login dialog instead. */
  openRecharge(): void;
  /** Config items of the site (notice bar, chat handles, sports notice…); null until loaded. */
  siteConfig: ReadableValue<readonly ConfigItem[] | null>;
  /** Shell components a remote may place in its own layout. */
  ui: { BalanceText: ComponentType<BalanceTextProps> };
  /** Dark or light; a remote's settings (the mine page) may offer the toggle too. */
  theme: { mode: ReadableValue<'dark' | 'light'>; toggle(): void };
  /**
   * The shell's logout (spec §4): ends the session on the server, clears the timers and the
   * stored token. Resolves once the player is a visitor; the caller then navigates.
   */
  logout(): Promise<void>;
  /** The remotes of the remotes.json the shell booted with, in its order. */
  releases: readonly RemoteVersion[];
  /**
   * The home page's own first screen is painted: the shell removes the static one the site server
   * drew before any script (optional: a shell that draws none need not offer it).
   */
  firstScreenShown?(): void;
}

/**
 * The element ids of the home page's first screen, written by the site server
 * (tooling/site/first-screen) and read by the shell: the screen itself and the API answers it was drawn from.
 */
export const FIRST_SCREEN_ELEMENT_IDS = { screen: 'first-screen', answers: 'inlined-answers' } as const;
