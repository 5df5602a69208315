/**
 * Keeps one recharge order current while its popup shows it: the countdown, a poll every 3 s
 * while open and visible, the balance refresh once it is paid.
 */
import { useEffect, useRef, useState } from 'react';
import type { HostApi, RechargeOrder } from 'shared-contracts';
import { remainingMs } from '../countdown';
import { newerOrder, phaseOf, shouldPoll, type OrderPhase } from '../order-outcome';
import { startOrderPolling } from '../order-poller';
import { rechargeCalls } from '../recharge-calls';
import { useClock } from './use-clock';
import { useTabVisible } from './use-tab-visible';

export interface WatchedOrder {
  order: RechargeOrder;
  phase: OrderPhase;
  remaining: number;
}

/** `initial` is read once: the caller keys the component by order_id. */
export function useOrderWatch(host: HostApi, initial: RechargeOrder, visible: boolean): WatchedOrder {
  const [order, setOrder] = useState(initial);
  const tabVisible = useTabVisible();
  const now = useClock(visible && order.status === 'open');
  const remaining = remainingMs(order.expires_at, now);
  const phase = phaseOf(order, remaining);
  const polling = shouldPoll({ visible, tabVisible, phase });
  // A restart asks at once: on opening, on the tab's return, and when the countdown hits 0.
  const checking = phase === 'checking';
  const orderId = order.order_id;

  useEffect(() => {
    if (!polling) return;
    return startOrderPolling(
      (signal) => rechargeCalls(host).order(orderId, signal),
      (answer) => setOrder((current) => newerOrder(current, answer)),
    );
  }, [host, polling, checking, orderId]);

  // The balance rises without a reload: once per paid order.
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (phase !== 'paid' || refreshed.current === orderId) return;
    refreshed.current = orderId;
    void host.session.refreshBalance();
  }, [host, phase, orderId]);

  return { order, phase, remaining };
}
