/**
 * The names of the dashboard's figures, once for the cards and the charts. Stake less payout is
 * 平台盈亏, as the player page's 概览 calls it (issue 43: no English "GGR" on a Chinese console).
 */
import type { DashboardFigures } from 'shared-contracts';

export const FIGURE_LABELS: Record<keyof DashboardFigures, string> = {
  deposits: '充值',
  withdrawals: '提现',
  stake: '投注',
  payout: '派奖',
  ggr: '平台盈亏',
  bonuses: '优惠',
  commission: '佣金',
  new_players: '新增玩家',
  active_players: '活跃玩家',
};
