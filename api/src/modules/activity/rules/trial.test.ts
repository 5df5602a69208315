import { apiMessages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { trialRefusal } from './trial';

const now = new Date('2026-11-26T04:00:00.000Z');

describe('trialRefusal', () => {
  it('lets a new player who never deposited take it, up to exactly max_account_age_days', () => {
    const base = { deposited: false, now, maxAgeDays: 7 };
    expect(trialRefusal({ ...base, registeredAt: '2026-11-26T03:00:00.000Z' })).toBeNull();
    expect(trialRefusal({ ...base, registeredAt: '2026-11-19T04:00:00.000Z' })).toBeNull();
    expect(trialRefusal({ ...base, registeredAt: '2026-11-19T03:59:59.999Z' })).toBe(apiMessages.activityTrialTooOld);
  });
  it('refuses a player who has deposited, whatever their age', () => {
    expect(trialRefusal({ deposited: true, registeredAt: now.toISOString(), now, maxAgeDays: 7 })).toBe(
      apiMessages.activityTrialDeposited,
    );
  });
});
