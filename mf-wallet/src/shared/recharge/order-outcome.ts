/** What the recharge popup shows for an order, and when it asks the server again. */
import type { RechargeOrder } from 'shared-contracts';

/** waiting: open and in time; checking: the countdown reached 0, the server has not said expired yet. */
export type OrderPhase = 'waiting' | 'checking' | 'paid' | 'expired' | 'replaced';

/** The phase of `order` at `remaining` ms left on its clock. */
export function phaseOf(order: Pick<RechargeOrder, 'status'>, remaining: number): OrderPhase {
  if (order.status === 'paid') return 'paid';
  if (order.status === 'expired') return 'expired';
  if (order.status === 'replaced') return 'replaced';
  return remaining > 0 ? 'waiting' : 'checking';
}

/** The popup polls every 3 s while it is open, the tab is visible and the order may still change. */
export const POLL_INTERVAL_MS = 3000;

/**
 * Whether to poll now: only an open popup on a visible tab whose order is still open. A paid,
 * expired or replaced order is final on the server, so polling it again only costs requests.
 */
export function shouldPoll(state: { visible: boolean; tabVisible: boolean; phase: OrderPhase }): boolean {
  return state.visible && state.tabVisible && (state.phase === 'waiting' || state.phase === 'checking');
}

/**
 * Which of two answers about one order to keep: a late poll answer never takes a final state back
 * to open (the server never does that either; an overtaken request may).
 */
export function newerOrder(current: RechargeOrder, incoming: RechargeOrder): RechargeOrder {
  if (incoming.order_id !== current.order_id) return current;
  return current.status !== 'open' && incoming.status === 'open' ? current : incoming;
}

/**
 * The wait before the next poll after `failures` failed ones in a row: 3 s, then doubling up to
 * 30 s, so a lost connection does not toast an error every 3 seconds.
 * @example nextPollDelay(0) // 3000; nextPollDelay(2) // 12000
 */
export function nextPollDelay(failures: number): number {
  return Math.min(POLL_INTERVAL_MS * 2 ** Math.max(0, failures), 30_000);
}
