/** The mine page's POST /api/plat/info for the player on screen: null until (or unless) it answers. */
import { useEffect, useState } from 'react';
import { apiPaths, type HostApi, type PlatformInfoResult, type UserInfoResult } from 'shared-contracts';

/**
 * Today's figures and pending deposits/withdrawals. Asked again on every new user info the shell
 * holds (its 30-second refresh, the refresh button, a return to the tab), so the figures keep
 * pace with the balance beside them.
 */
export function usePlatformInfo(
  host: HostApi,
  token: string | null,
  user: UserInfoResult | null,
): PlatformInfoResult | null {
  // Kept with the token it was asked with: after a logout or another login nobody sees the last player's figures.
  const [answer, setAnswer] = useState<{ token: string; info: PlatformInfoResult } | null>(null);
  useEffect(() => {
    if (token === null) return;
    // A newer ask (the next refresh, another player) or leaving the page cancels this one: no toast, no late answer.
    const controller = new AbortController();
    host.request<PlatformInfoResult>(apiPaths.records.platformInfo, { method: 'POST', signal: controller.signal }).then(
      (info) => setAnswer({ token, info }),
      () => {
        // Toasted by the shell's client (a cancel is not); the page goes on from the session's user info.
      },
    );
    return () => controller.abort();
  }, [host, token, user]);
  return answer !== null && answer.token === token ? answer.info : null;
}
