/** The mine page's POST /api/plat/info for the player on screen: null until (or unless) it answers. */
import { useCallback, useEffect, useState } from 'react';
import { apiPaths, type HostApi, type PlatformInfoResult } from 'shared-contracts';

export interface PlatformInfo {
  /** Today's figures and pending deposits/withdrawals; null until the call answers or when it failed. */
  info: PlatformInfoResult | null;
  /** Asks again (the refresh button); the shown figures stay until the new answer. */
  reload(): void;
}

export function usePlatformInfo(host: HostApi, token: string | null): PlatformInfo {
  // Kept with the token it was asked with: after a logout or another login nobody sees the last player's figures.
  const [answer, setAnswer] = useState<{ token: string; info: PlatformInfoResult } | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (token === null) return;
    let current = true;
    host.request<PlatformInfoResult>(apiPaths.records.platformInfo, { method: 'POST' }).then(
      (info) => {
        if (current) setAnswer({ token, info });
      },
      () => {
        // Toasted by the shell's client; the page goes on from the session's user info.
      },
    );
    return () => {
      current = false;
    };
  }, [host, token, generation]);
  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { info: answer !== null && answer.token === token ? answer.info : null, reload };
}
