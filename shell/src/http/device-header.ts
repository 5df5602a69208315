/**
 * Every API call of the site carries the shell's device id (header x-device-id), the one register
 * and login send: the API notes it beside the address and user agent where a player acts (sessions,
 * deposit orders, withdrawals, audit entries). Remotes call through the shell's client, so theirs do too.
 */
export const DEVICE_ID_HEADER = 'x-device-id';

/**
 * `fetchImpl` with the device id set on each request. Storage that refuses (a locked-down
 * browser) costs the header, never the call.
 * @example withDeviceId(fetch, getDeviceId)('/api/userInfo') // sends x-device-id: <id>
 */
export function withDeviceId(fetchImpl: typeof fetch, deviceId: () => string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    try {
      headers.set(DEVICE_ID_HEADER, deviceId());
    } catch {
      // No storage, no id: the request goes without one.
    }
    return fetchImpl(input, { ...init, headers });
  };
}
