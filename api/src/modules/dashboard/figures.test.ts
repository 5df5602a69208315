import { describe, expect, it } from 'vitest';
import { dashboardRows, figureOfEntry, formatFigures, lastDays, totalsByDay, type EntrySum } from './figures';

const USDT = 1_000_000;

describe('lastDays', () => {
  it('lists the days ending today, oldest first, across month and year ends', () => {
    expect(lastDays('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastDays('2028-03-01', 2)).toEqual(['2028-02-29', '2028-03-01']);
    expect(lastDays('2026-01-01', 2)).toEqual(['2025-12-31', '2026-01-01']);
    const month = lastDays('2026-05-20', 30);
    expect(month).toHaveLength(30);
    expect(month[0]).toBe('2026-04-21');
    expect(month[29]).toBe('2026-05-20');
  });
});

describe('figureOfEntry', () => {
  it('counts each platform-side entry toward its figure with the sign of the usual direction', () => {
    expect(figureOfEntry('deposit_clearing', 'deposit')).toEqual({ figure: 'deposits', sign: -1 });
    expect(figureOfEntry('channel', 'channel_deposit')).toEqual({ figure: 'deposits', sign: -1 });
    expect(figureOfEntry('withdrawals_paid', 'hold_capture')).toEqual({ figure: 'withdrawals', sign: 1 });
    expect(figureOfEntry('provider', 'bet')).toEqual({ figure: 'stake', sign: 1 });
    expect(figureOfEntry('provider', 'rollback')).toEqual({ figure: 'stake', sign: 1 });
    expect(figureOfEntry('provider', 'win')).toEqual({ figure: 'payout', sign: -1 });
    expect(figureOfEntry('promotion_expense', 'bonus')).toEqual({ figure: 'bonuses', sign: -1 });
    expect(figureOfEntry('promotion_expense', 'rebate')).toEqual({ figure: 'bonuses', sign: -1 });
    expect(figureOfEntry('promotion_expense', 'a_kind_from_later')).toEqual({ figure: 'bonuses', sign: -1 });
    expect(figureOfEntry('commission_expense', 'commission')).toEqual({ figure: 'commission', sign: -1 });
  });

  it('counts nothing for kinds that are not the figure (a deposit clearing top-up, a stray kind)', () => {
    expect(figureOfEntry('deposit_clearing', 'adjustment')).toBeNull();
    expect(figureOfEntry('channel', 'deposit')).toBeNull();
    expect(figureOfEntry('withdrawals_paid', 'hold')).toBeNull();
    expect(figureOfEntry('provider', 'bonus')).toBeNull();
    expect(figureOfEntry('commission_expense', 'bonus')).toBeNull();
  });
});

describe('totalsByDay and dashboardRows', () => {
  const days = ['2026-05-19', '2026-05-20', '2026-05-21'];

  it('adds the sums per day, zero-fills the days without movements and computes GGR', () => {
    const entries: EntrySum[] = [
      { role: 'deposit_clearing', kind: 'deposit', day: '2026-05-20', amount: -100 * USDT },
      { role: 'channel', kind: 'channel_deposit', day: '2026-05-20', amount: -50 * USDT },
      { role: 'withdrawals_paid', kind: 'hold_capture', day: '2026-05-20', amount: 30 * USDT },
      { role: 'provider', kind: 'bet', day: '2026-05-20', amount: 40 * USDT },
      { role: 'provider', kind: 'bet', day: '2026-05-20', amount: 5 * USDT },
      { role: 'provider', kind: 'rollback', day: '2026-05-20', amount: -5 * USDT },
      { role: 'provider', kind: 'win', day: '2026-05-20', amount: -12_500_000 },
      { role: 'provider', kind: 'win', day: '2026-05-21', amount: -7 * USDT },
      { role: 'promotion_expense', kind: 'bonus', day: '2026-05-20', amount: -8 * USDT },
      { role: 'promotion_expense', kind: 'rebate', day: '2026-05-20', amount: -1 * USDT },
      { role: 'commission_expense', kind: 'commission', day: '2026-05-21', amount: -3 * USDT },
      // Outside the window: ignored, never a day of its own.
      { role: 'deposit_clearing', kind: 'deposit', day: '2026-04-01', amount: -999 * USDT },
    ];
    const totals = totalsByDay(days, entries, {
      new_players: [{ day: '2026-05-20', count: 2 }],
      active_players: [
        { day: '2026-05-20', count: 3 },
        { day: '2026-05-21', count: 1 },
        { day: '2026-01-01', count: 9 },
      ],
    });
    expect(dashboardRows(days, totals)).toEqual([
      {
        day: '2026-05-19',
        deposits: '0.000000',
        withdrawals: '0.000000',
        stake: '0.000000',
        payout: '0.000000',
        ggr: '0.000000',
        bonuses: '0.000000',
        commission: '0.000000',
        new_players: 0,
        active_players: 0,
      },
      {
        day: '2026-05-20',
        deposits: '150.000000',
        withdrawals: '30.000000',
        stake: '40.000000',
        payout: '12.500000',
        ggr: '27.500000',
        bonuses: '9.000000',
        commission: '0.000000',
        new_players: 2,
        active_players: 3,
      },
      {
        day: '2026-05-21',
        deposits: '0.000000',
        withdrawals: '0.000000',
        stake: '0.000000',
        payout: '7.000000',
        ggr: '-7.000000',
        bonuses: '0.000000',
        commission: '3.000000',
        new_players: 0,
        active_players: 1,
      },
    ]);
  });

  it('answers zero rows for days it was given no totals for', () => {
    expect(dashboardRows(['2026-05-19'], new Map())).toEqual([
      expect.objectContaining({ day: '2026-05-19', ggr: '0.000000' }),
    ]);
  });
});

describe('formatFigures', () => {
  it('answers zeros without totals and a negative GGR when players won', () => {
    expect(formatFigures()).toMatchObject({ deposits: '0.000000', ggr: '0.000000', new_players: 0 });
    const totals = totalsByDay(
      ['2026-05-20'],
      [{ role: 'provider', kind: 'win', day: '2026-05-20', amount: -2 * USDT }],
      {},
    );
    expect(formatFigures(totals.get('2026-05-20'))).toMatchObject({
      stake: '0.000000',
      payout: '2.000000',
      ggr: '-2.000000',
    });
  });
});
