/**
 * `pnpm --filter api commission:settle 2026-11-22` settles that ended day (Asia/Shanghai) and
 * prints its totals; without a day it settles every due day, as the job does. It runs under the
 * job's lease, waiting a little while an API process holds it.
 *
 * `--now <ISO>` (demo mode only) treats the clock as that instant, so the demo settles "today"
 * right after a player played. A day settled early like this is closed: rounds that settle later
 * that day count on the next day (a settled day is never reopened).
 */
import { formatUsdt } from 'shared-contracts';
import { COMMISSION_LEASE_MS, COMMISSION_SETTLEMENT_JOB } from '../jobs/commission';
import { settleCommissionDay, settleDueDays } from '../modules/agent/commission/settlement';
import { COMMISSION_SETTLE_USAGE } from './commission-settle-args';
import { runSettleCli } from './settle-cli';

await runSettleCli({
  usage: COMMISSION_SETTLE_USAGE,
  job: COMMISSION_SETTLEMENT_JOB,
  leaseMs: COMMISSION_LEASE_MS,
  settleDay: settleCommissionDay,
  settleDue: settleDueDays,
  describe: (day, dialect) =>
    `${day.day} ${day.status} on ${dialect}: agents ${day.agents}, team performance ${formatUsdt(day.teamPerformance)} USDT, commission ${formatUsdt(day.commission)} USDT (template ${day.templateId})`,
});
