/**
 * The console's 仪表盘 (issue 17): today's and the last 30 days' figures by Asia/Shanghai day, the
 * work waiting for an operator, and the chain watcher's lag. GET apiPaths.admin.dashboard.
 */
import { z } from 'zod';
import { usdtText } from './account';

/** How many Asia/Shanghai days the dashboard shows, today included. */
export const DASHBOARD_DAYS = 30;

/** One day's figures. Money is decimal USDT text; GGR may be negative (players won). */
export const dashboardFiguresSchema = z.object({
  /** Credited deposits (chain and pay channels), by the time they were credited. */
  deposits: usdtText,
  /** Withdrawals paid out (what left the platform, fees apart), by the time they were paid. */
  withdrawals: usdtText,
  /** Bets less the bets rolled back. */
  stake: usdtText,
  /** Wins paid to players (a held win counts when an operator pays it). */
  payout: usdtText,
  /** stake − payout. */
  ggr: usdtText,
  /** Promotion claims, rebates and anything else paid from the promotion expense. */
  bonuses: usdtText,
  /** Commission claims paid to agents. */
  commission: usdtText,
  new_players: z.number().int(),
  /** Distinct players with a game round opened or a login that day. */
  active_players: z.number().int(),
});

export const dashboardDaySchema = dashboardFiguresSchema.extend({
  /** 'YYYY-MM-DD', Asia/Shanghai. */
  day: z.string(),
});

export const dashboardSchema = z.object({
  today: dashboardFiguresSchema,
  /** The last DASHBOARD_DAYS days, today included, oldest first; a day without movements is all zero. */
  days: z.array(dashboardDaySchema),
  /** What waits for an operator now. */
  pending: z.object({
    /** Withdrawals awaiting review. */
    withdrawals: z.number().int(),
    /** Withdrawals 待核实: a hot-wallet payout the chain did not clearly decide, awaiting an operator's verdict. */
    verify_withdrawals: z.number().int(),
    /** Chain deposits no order claimed. */
    unmatched_deposits: z.number().int(),
    /** Provider wins held for review. */
    held_wins: z.number().int(),
    /** Balance adjustments awaiting a second operator. */
    adjustments: z.number().int(),
    /** Deposits above a player's deposit limit, open for review. */
    deposit_reviews: z.number().int(),
  }),
  watcher: z.object({
    /** head − solidified block at the last successful pass; null before the first. */
    lag_blocks: z.number().int().nullable(),
    last_error: z.string().nullable(),
    /** When the watcher last wrote its status (null: it never ran). */
    updated_at: z.string().nullable(),
  }),
  generated_at: z.string(),
});

export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
export type DashboardDay = z.infer<typeof dashboardDaySchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
