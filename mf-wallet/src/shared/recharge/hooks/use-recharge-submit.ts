/** 立即充值: checks the amount, then a USDT-TRC20 order (the popup) or a channel order (its pay page). */
import { useState } from 'react';
import { messages, type HostApi, type PayChannel, type RechargeOrder } from 'shared-contracts';
import { isUsdtChannel } from '../pay-channels';
import { checkRechargeAmount } from '../recharge-amount';
import { rechargeCalls } from '../recharge-calls';

export function useRechargeSubmit(host: HostApi, onOrder: (order: RechargeOrder) => void) {
  const [submitting, setSubmitting] = useState(false);

  const submit = async (typed: string, channel: PayChannel | undefined) => {
    if (submitting || !host.requireLogin()) return;
    const check = checkRechargeAmount(typed, channel);
    if (!check.ok) return host.toast(check.message);
    setSubmitting(true);
    try {
      // No channel list (none configured, or it failed to load): the built-in USDT-TRC20 order,
      // whose own answer says why if it cannot be made.
      if (!channel || isUsdtChannel(channel)) {
        onOrder(await rechargeCalls(host).create(check.text));
      } else {
        const { pay_url: payUrl } = await rechargeCalls(host).channelOrder(channel.id, check.text);
        host.toast(messages.recharge.channelOpening);
        window.location.assign(payUrl);
      }
    } catch {
      // The shell's client has toasted the server's message.
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, submit };
}
