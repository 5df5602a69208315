/** A small HostApi for the dev harness: real HTTP to /api, a visible toast, a fixed session. */
import { createElement } from 'react';
import type { HostApi, ReadableValue } from 'shared-contracts';

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
  node.style.cssText = 'position:fixed;left:50%;top:40%;transform:translateX(-50%);background:#000c;color:#fff;padding:8px 16px;border-radius:8px;z-index:9999';
  document.body.append(node);
  setTimeout(() => node.remove(), 2000);
}

/** Dialogs and live session data belong to the shell; standalone, the harness only says so. */
const providedByShell = () => showToast('此功能由站点外壳提供');

export function createHarnessHost(navigate: HostApi['navigate']): HostApi {
  const token = localStorage.getItem('robot_token');
  return {
    async request<T>(path: string, init: Parameters<HostApi['request']>[1] = {}) {
      const url = new URL(path, location.origin);
      for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, String(value));
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: init.body ? new URLSearchParams(init.body as Record<string, string>) : undefined,
      });
      const envelope = (await response.json()) as { code: number; result: T; message?: string };
      if (envelope.code !== 200) {
        showToast(envelope.message ?? String(envelope.code));
        throw new Error(envelope.message);
      }
      return envelope.result;
    },
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
    siteConfig: fixedValue(null),
    ui: { BalanceText: ({ className }) => createElement('span', { className }, '—') },
    theme: {
      mode: fixedValue<'dark' | 'light'>('light'),
      toggle: () => showToast('主题切换由站点外壳提供'),
    },
  };
}
