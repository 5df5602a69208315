import type { QueueCounts } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { menuBadges, queueGained, tabTitle, worksQueues } from './queues';

const counts = (change: Partial<QueueCounts> = {}): QueueCounts => ({
  withdrawals: 0,
  verify_withdrawals: 0,
  unmatched_deposits: 0,
  held_wins: 0,
  adjustments: 0,
  deposit_reviews: 0,
  ...change,
});

describe('menuBadges', () => {
  it('sums the queues of each menu row for 财务', () => {
    const shown = counts({
      withdrawals: 2,
      verify_withdrawals: 1,
      held_wins: 4,
      unmatched_deposits: 3,
      deposit_reviews: 5,
    });
    expect(menuBadges(shown, 'finance')).toEqual({
      '/withdrawals': 7,
      '/deposits': 3,
      '/players': 0,
      '/deposit-reviews': 5,
    });
  });

  it('shows nothing to roles that work no queue', () => {
    expect(menuBadges(counts({ adjustments: 2 }), 'support')).toEqual({});
    expect(menuBadges(counts({ withdrawals: 2 }), 'operations')).toEqual({});
    expect(worksQueues('operations')).toBe(false);
    expect(worksQueues('super_admin')).toBe(true);
  });
});

describe('tabTitle', () => {
  const badges = { '/withdrawals': 3, '/deposits': 1, '/players': 0 } as const;
  it("puts the screen's own count first, or every queue's on a screen without one", () => {
    expect(tabTitle('提现审核', '/withdrawals', badges)).toBe('(3) 提现审核 - 运营后台');
    expect(tabTitle('仪表盘', '/dashboard', badges)).toBe('(4) 仪表盘 - 运营后台');
  });

  it('writes no count when there is no work', () => {
    expect(tabTitle('玩家', '/players', badges)).toBe('玩家 - 运营后台');
    expect(tabTitle('仪表盘', '/dashboard', {})).toBe('仪表盘 - 运营后台');
    expect(tabTitle(undefined, undefined, {})).toBe('运营后台');
  });
});

describe('queueGained', () => {
  it('is true only when a worked queue grew since the last poll', () => {
    expect(queueGained(null, counts({ withdrawals: 5 }), 'finance')).toBe(false);
    expect(queueGained(counts({ withdrawals: 1 }), counts({ withdrawals: 2 }), 'finance')).toBe(true);
    expect(queueGained(counts({ withdrawals: 2 }), counts({ withdrawals: 1, held_wins: 0 }), 'finance')).toBe(false);
    // One item decided and another arrived elsewhere: a new item all the same.
    expect(queueGained(counts({ withdrawals: 2 }), counts({ withdrawals: 1, deposit_reviews: 1 }), 'finance')).toBe(
      true,
    );
    expect(queueGained(counts(), counts({ adjustments: 1 }), 'support')).toBe(false);
  });
});
