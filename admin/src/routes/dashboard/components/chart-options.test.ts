import type { DashboardDay } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { moneyChartOption, playerChartOption } from './chart-options';

const day = (date: string, more: Partial<DashboardDay> = {}): DashboardDay => ({
  day: date,
  deposits: '0.000000',
  withdrawals: '0.000000',
  stake: '0.000000',
  payout: '0.000000',
  ggr: '0.000000',
  bonuses: '0.000000',
  commission: '0.000000',
  new_players: 0,
  active_players: 0,
  ...more,
});

describe('the dashboard charts', () => {
  const days = [
    day('2026-05-19', { deposits: '120.500000', withdrawals: '20.000000', ggr: '-3.250000', new_players: 2 }),
    day('2026-05-20', { active_players: 7 }),
  ];

  it('plots 充值, 提现 and 平台盈亏 per day under MM-DD labels', () => {
    const option = moneyChartOption(days);
    expect(option.xAxis).toMatchObject({ data: ['05-19', '05-20'] });
    expect((option.series as Array<{ name: string; data: number[] }>).map(({ name, data }) => [name, data])).toEqual([
      ['充值', [120.5, 0]],
      ['提现', [20, 0]],
      ['平台盈亏', [-3.25, 0]],
    ]);
  });

  it('shows money in the tooltip rounded to 2 decimals, never cut off', () => {
    const { tooltip } = moneyChartOption(days) as { tooltip: { valueFormatter: (value: number) => string } };
    expect(tooltip.valueFormatter(1328.0054)).toBe('1,328.01 USDT');
    expect(tooltip.valueFormatter(1.005)).toBe('1.01 USDT');
    expect(tooltip.valueFormatter(-3.25)).toBe('-3.25 USDT');
  });

  it('plots new and active players as bars', () => {
    const series = playerChartOption(days).series as Array<{ name: string; type: string; data: number[] }>;
    expect(series.map(({ name, type, data }) => [name, type, data])).toEqual([
      ['新增玩家', 'bar', [2, 0]],
      ['活跃玩家', 'bar', [0, 7]],
    ]);
  });
});
