/**
 * `pnpm --filter api rebate:settle 2026-11-22` settles that ended day's rebates (Asia/Shanghai) and
 * prints its totals; without a day it settles every due day, as the job does, under the job's lease.
 * `--now <ISO>` (demo mode only) treats the clock as that instant, as commission:settle does.
 */
import { formatUsdt } from 'shared-contracts';
import { REBATE_LEASE_MS, REBATE_SETTLEMENT_JOB } from '../jobs/rebate';
import { settleDueRebateDays, settleRebateDay } from '../modules/activity/rebates/settlement';
import { runSettleCli } from './settle-cli';

await runSettleCli({
  usage: 'usage: pnpm --filter api rebate:settle [YYYY-MM-DD] [--now <ISO instant>]  (--now: demo mode only)',
  job: REBATE_SETTLEMENT_JOB,
  leaseMs: REBATE_LEASE_MS,
  settleDay: (context, day) => settleRebateDay(context, day),
  settleDue: settleDueRebateDays,
  describe: (day, dialect) =>
    `${day.day} ${day.status} on ${dialect}: players ${day.players}, rebate ${formatUsdt(day.amount)} USDT`,
});
