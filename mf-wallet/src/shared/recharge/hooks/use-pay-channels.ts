/** The pay channels (POST /api/pay/channel) for a logged-in player, USDT-TRC20 first, and the chosen one. */
import { useEffect, useState } from 'react';
import type { HostApi, PayChannel } from 'shared-contracts';
import { orderChannels } from '../pay-channels';
import { rechargeCalls } from '../recharge-calls';

export interface PayChannels {
  /** undefined while loading or for a visitor; empty when none is configured or the call failed. */
  channels: PayChannel[] | undefined;
  chosen: PayChannel | undefined;
  choose(id: number): void;
}

export function usePayChannels(host: HostApi, loggedIn: boolean): PayChannels {
  const [channels, setChannels] = useState<PayChannel[]>();
  const [chosenId, setChosenId] = useState<number>();
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    rechargeCalls(host)
      .channels()
      .then(
        (listed) => current && setChannels(orderChannels(listed)),
        () => current && setChannels([]),
      );
    return () => {
      current = false;
    };
  }, [host, loggedIn]);
  // The first channel (USDT-TRC20 when configured) until the player picks another.
  const chosen = channels?.find((channel) => channel.id === chosenId) ?? channels?.[0];
  return { channels, chosen, choose: setChosenId };
}
