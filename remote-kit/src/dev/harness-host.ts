/**
 * The dev harness's HostApi (`pnpm --filter mf-wallet dev`): the site's own HTTP client against
 * /api of the dev server, a visible toast, a fixed session read once from the shell's storage.
 */
import { createElement } from 'react';
import { messages, type HostApi, type ReadableValue } from 'shared-contracts';
import { createHttpClient } from '../http-client/http-client';

/** Where the shell keeps the bearer token (shell/src/stores/storage-keys.ts): log in on the site, then open the harness. */
const SHELL_TOKEN_KEY = 'robot_token';

function fixedValue<T>(value: T): ReadableValue<T> {
  return {
    get: () => value,
    subscribe: (listener) => {
      listener(value);
      return () => {};
    },
    listen: () => () => {},
  };
}

function showToast(message: string): void {
  const node = document.createElement('div');
  node.textContent = message;
  node.style.cssText =
    'position:fixed;left:50%;top:40%;transform:translateX(-50%);background:#000c;color:#fff;padding:8px 16px;border-radius:8px;z-index:9999';
  document.body.append(node);
  setTimeout(() => node.remove(), 2000);
}

/** Dialogs and live session data belong to the shell; standalone, the harness only says so. */
const providedByShell = () => showToast('此功能由站点外壳提供');

export function createHarnessHost(navigate: HostApi['navigate']): HostApi {
  const token = localStorage.getItem(SHELL_TOKEN_KEY);
  const request = createHttpClient({
    baseUrl: '',
    getToken: () => token,
    // No login dialog standalone: say why the call failed, the shell's client would open it instead.
    onUnauthorized: () => showToast(messages.http[401]),
    toast: showToast,
  });
  return {
    request: (path, init = {}) => request(path, init),
    // No user info, invite links or balance refresh standalone: the shell builds those.
    session: {
      token: fixedValue(token),
      user: fixedValue(null),
      invite: fixedValue(null),
      refreshBalance: async () => providedByShell(),
    },
    toast: showToast,
    navigate,
    requireLogin: () => token !== null,
    openLogin: providedByShell,
    openCustomerService: providedByShell,
    openInvite: providedByShell,
    openRecharge: providedByShell,
    siteConfig: fixedValue(null),
    ui: { BalanceText: ({ className }) => createElement('span', { className }, '—') },
    theme: {
      mode: fixedValue<'dark' | 'light'>('light'),
      toggle: () => showToast('主题切换由站点外壳提供'),
    },
    logout: async () => providedByShell(),
    // Standalone there is no remotes.json: /about lists no versions.
    releases: [],
  };
}
