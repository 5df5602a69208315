import type { RechargeOrder, RechargeOrderStatus } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { newerOrder, nextPollDelay, phaseOf, POLL_INTERVAL_MS, shouldPoll, type OrderPhase } from './order-outcome';

const order = (status: RechargeOrderStatus, order_id = 'R1'): RechargeOrder => ({
  order_id,
  address: 'TXYZ',
  amount: '20.000000',
  actual_amount: '20.000123',
  change_over_time: 15,
  qrcode: 'TXYZ',
  created_at: '2026-01-01T00:00:00Z',
  expires_at: '2026-01-01T00:15:00Z',
  status,
  exact_amount_required: true,
  credited_amount: status === 'paid' ? '20.000123' : null,
  tx_id: null,
});

describe('phaseOf', () => {
  it('waits on an open order with time left, checks with the server once it has none', () => {
    expect(phaseOf(order('open'), 1)).toBe('waiting');
    expect(phaseOf(order('open'), 0)).toBe('checking');
  });

  it('follows the server for final states, whatever the clock says', () => {
    expect(phaseOf(order('paid'), 0)).toBe('paid');
    expect(phaseOf(order('paid'), 60_000)).toBe('paid');
    expect(phaseOf(order('expired'), 60_000)).toBe('expired');
    expect(phaseOf(order('replaced'), 60_000)).toBe('replaced');
  });
});

describe('shouldPoll', () => {
  const open = { visible: true, tabVisible: true };

  it('polls an open popup on a visible tab while the order may change', () => {
    expect(shouldPoll({ ...open, phase: 'waiting' })).toBe(true);
    expect(shouldPoll({ ...open, phase: 'checking' })).toBe(true);
  });

  it('stops when the popup is closed or the tab hidden', () => {
    expect(shouldPoll({ visible: false, tabVisible: true, phase: 'waiting' })).toBe(false);
    expect(shouldPoll({ visible: true, tabVisible: false, phase: 'waiting' })).toBe(false);
  });

  it('stops once the order is final', () => {
    for (const phase of ['paid', 'expired', 'replaced'] satisfies OrderPhase[])
      expect(shouldPoll({ ...open, phase })).toBe(false);
  });
});

describe('newerOrder', () => {
  it('takes the new answer about the same order', () => {
    expect(newerOrder(order('open'), order('paid')).status).toBe('paid');
  });

  it('never lets a late "open" answer undo a final state', () => {
    expect(newerOrder(order('paid'), order('open')).status).toBe('paid');
    expect(newerOrder(order('expired'), order('open')).status).toBe('expired');
  });

  it('ignores an answer about another order', () => {
    expect(newerOrder(order('open', 'R1'), order('paid', 'R2')).order_id).toBe('R1');
  });
});

describe('nextPollDelay', () => {
  it('polls every 3 s while the answers come', () => {
    expect(nextPollDelay(0)).toBe(POLL_INTERVAL_MS);
    expect(POLL_INTERVAL_MS).toBe(3000);
  });

  it('waits longer after each failure, at most 30 s', () => {
    expect([1, 2, 3, 4, 10].map(nextPollDelay)).toEqual([6000, 12_000, 24_000, 30_000, 30_000]);
  });
});
