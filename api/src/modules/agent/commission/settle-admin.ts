/** An operator settles an ended day by hand (what the job and the CLI do), audited with the run's totals. */
import { COMMISSION_STATUS, formatUsdt, microUsdt, type CommissionDay } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { writeAudit } from '../../audit';
import { settleCommissionDay, type DaySettlement } from './settlement';
import { selectCommissionDay, selectDayClaimed } from './settlement-store';

function dayView(settlement: DaySettlement, claimed: number): CommissionDay {
  return {
    day: settlement.day,
    status: settlement.status,
    template_id: settlement.templateId,
    agents: settlement.agents,
    team_performance: formatUsdt(settlement.teamPerformance),
    commission: formatUsdt(settlement.commission),
    claimed: formatUsdt(microUsdt(claimed)),
    started_at: settlement.startedAt,
    finished_at: settlement.finishedAt,
  };
}

/**
 * Settles `day` now; refused (agentDayNotOver) before its end plus the grace. A day already
 * settled answers its totals and is audited as an unchanged request.
 */
export async function settleDayByOperator(
  context: AppContext,
  operatorId: number,
  day: string,
): Promise<CommissionDay> {
  const before = (await selectCommissionDay(context.db, day)) ?? null;
  const settlement = await settleCommissionDay(context, day);
  const claimed = await selectDayClaimed(context.db, day, COMMISSION_STATUS.claimed);
  const view = dayView(settlement, claimed);
  await inTransaction(context.db, (trx) =>
    writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'commission_days',
      entityId: day,
      before,
      after: view,
      at: context.now(),
    }),
  );
  return view;
}
