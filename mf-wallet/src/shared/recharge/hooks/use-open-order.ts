/** The player's open recharge order (POST /api/plat/recharge/current), loaded each time `active` turns on. */
import { useEffect, useState } from 'react';
import type { HostApi, RechargeOrder } from 'shared-contracts';
import { rechargeCalls } from '../recharge-calls';

/** undefined while loading; null when there is none (or the call failed: the shell toasted it). */
export function useOpenOrder(host: HostApi, active: boolean) {
  const [order, setOrder] = useState<RechargeOrder | null | undefined>(undefined);
  useEffect(() => {
    if (!active) return;
    let current = true;
    setOrder(undefined);
    rechargeCalls(host)
      .current()
      .then(
        (open) => current && setOrder(open && open.status === 'open' ? open : null),
        () => current && setOrder(null),
      );
    return () => {
      current = false;
    };
  }, [host, active]);
  return [order, setOrder] as const;
}
