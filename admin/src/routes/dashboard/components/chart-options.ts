/** The dashboard's two charts as ECharts options, from the API's day rows (pure, so the numbers are testable). */
import type { DashboardDay } from 'shared-contracts';
import { formatUsdtRounded } from '../../../shared/format';
import type { ChartOption } from './EChart';
import { FIGURE_LABELS } from './figure-labels';

/** 'YYYY-MM-DD' → 'MM-DD': thirty labels fit under the chart. */
const shortDay = (day: string) => day.slice(5);

/** USDT text as a number to plot (the exact text stays what the API sent). */
const plotted = (text: string) => Number(text);

const common = (days: DashboardDay[]) => ({
  grid: { left: 56, right: 24, top: 40, bottom: 32 },
  legend: { top: 0 },
  xAxis: { type: 'category' as const, data: days.map((row) => shortDay(row.day)) },
});

/** 充值, 提现 and 平台盈亏 per day, in USDT. */
export function moneyChartOption(days: DashboardDay[]): ChartOption {
  const line = (name: string, pick: (row: DashboardDay) => string) => ({
    name,
    type: 'line' as const,
    showSymbol: false,
    data: days.map((row) => plotted(pick(row))),
  });
  return {
    ...common(days),
    tooltip: { trigger: 'axis', valueFormatter: (value) => `${formatUsdtRounded(String(value))} USDT` },
    yAxis: { type: 'value', name: 'USDT' },
    series: [
      line(FIGURE_LABELS.deposits, (row) => row.deposits),
      line(FIGURE_LABELS.withdrawals, (row) => row.withdrawals),
      line(FIGURE_LABELS.ggr, (row) => row.ggr),
    ],
  };
}

/** 新增 and 活跃 players per day. */
export function playerChartOption(days: DashboardDay[]): ChartOption {
  return {
    ...common(days),
    tooltip: { trigger: 'axis' },
    yAxis: { type: 'value', name: '人数', minInterval: 1 },
    series: [
      { name: FIGURE_LABELS.new_players, type: 'bar', data: days.map((row) => row.new_players) },
      { name: FIGURE_LABELS.active_players, type: 'bar', data: days.map((row) => row.active_players) },
    ],
  };
}
