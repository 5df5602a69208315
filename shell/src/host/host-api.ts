/**
 * The HostApi the shell hands every remote. Minimal for now: the shell issue grows the HTTP
 * client, the session and the dialogs behind these same members.
 */
import { atom } from 'nanostores';
import { ofetch } from 'ofetch';
import { Toast } from 'antd-mobile';
import type { HostApi } from 'shared-contracts';

const TOKEN_KEY = 'robot_token';

export const $token = atom<string | null>(localStorage.getItem(TOKEN_KEY));

type Navigate = HostApi['navigate'];
let navigateImpl: Navigate = (path) => location.assign(path);

/** The router registers itself here once it exists. */
export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

interface Envelope<T> {
  code: number;
  result: T;
  message?: string;
}

export const hostApi: HostApi = {
  async request<T>(path: string, init: Parameters<HostApi['request']>[1] = {}) {
    const token = $token.get();
    const envelope = await ofetch<Envelope<T>>(path, {
      method: init.method ?? 'GET',
      query: init.query,
      body: init.body ? new URLSearchParams(Object.entries(init.body).map(([key, value]) => [key, String(value)])) : undefined,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    });
    if (envelope.code !== 200) {
      Toast.show({ content: envelope.message });
      throw new Error(envelope.message);
    }
    return envelope.result;
  },
  session: { token: $token },
  toast: (message) => {
    Toast.show({ content: message });
  },
  navigate: (path, options) => navigateImpl(path, options),
  requireLogin: () => $token.get() !== null,
};
