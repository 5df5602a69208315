/**
 * The daily settlement: an ended Asia/Shanghai day's commission of every agent with team activity,
 * written once per (agent, day). Safe to rerun, to run twice at once and to resume after a crash:
 * the figures of a closed day never change (performance counts by settlement day, the template
 * of a begun day never changes), and the rows' primary key keeps whichever run wrote first.
 */
import { apiMessages, COMMISSION_STATUS, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { DomainError, refuse } from '../../errors';
import { shanghaiDate, shanghaiMidnightUtc } from '../../shanghai-time';
import { addDays } from '../../record-period';
import { dayTeamPerformance } from './day-team';
import { dayFigures, type AgentDayFigures } from './day-figures';
import {
  insertCommissionRows,
  insertDayIfAbsent,
  markDaySettled,
  selectDay,
  selectDaysByStatus,
  selectHasPerformance,
} from './settlement-store';
import { selectTemplateById, selectTemplateInForce } from './store';
import { parseCategories, templateInForce, templateOf, type TemplateVersion } from './templates';

/** A round that settles at 23:59:59 commits a moment later: the day is settled 5 minutes after it ends. */
export const SETTLEMENT_GRACE_MS = 5 * 60_000;
/** Rows per transaction: a crash loses at most one batch of work, and no transaction holds locks long. */
export const SETTLEMENT_BATCH_SIZE = 1000;
/** How far back the job looks for days left unsettled (the site was down, the job was off). */
export const SETTLEMENT_LOOKBACK_DAYS = 40;

/** The day is not over yet (or its grace has not passed): nothing may be settled. */
export class DayNotOverError extends DomainError {
  constructor() {
    super(400, apiMessages.agentDayNotOver);
    this.name = 'DayNotOverError';
  }
}

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day;
}

/** The first instant `day` may be settled: its end (next Shanghai midnight) plus the grace. */
export function settleableFrom(day: string): Date {
  return new Date(shanghaiMidnightUtc(addDays(day, 1)).getTime() + SETTLEMENT_GRACE_MS);
}

export interface DaySettlement {
  day: string;
  status: 'running' | 'settled';
  templateId: number;
  agents: number;
  /** Σ direct performance of the day's rows: the stake of every player who has an inviter, once. */
  teamPerformance: MicroUsdt;
  commission: MicroUsdt;
  startedAt: string;
  finishedAt: string | null;
}

export interface SettleOptions {
  batchSize?: number;
  /** Called after each batch committed (tests throw here to stand for a crash mid-run). */
  afterBatch?: (batchIndex: number) => void | Promise<void>;
}

function settlementOf(row: NonNullable<Awaited<ReturnType<typeof selectDay>>>): DaySettlement {
  return {
    day: row.day,
    status: row.status,
    templateId: row.template_id,
    agents: Number(row.agents),
    teamPerformance: Number(row.team_performance) as MicroUsdt,
    commission: Number(row.commission) as MicroUsdt,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** The version a run settles by: the one its run row names (a resumed run keeps the first run's choice). */
async function versionOf(context: AppContext, day: string, templateId: number): Promise<TemplateVersion> {
  const inForce = await templateInForce(context.db, day);
  if (inForce.id === templateId) return inForce;
  const row = await selectTemplateById(context.db, templateId);
  if (!row) throw new Error(`commission template ${templateId} is gone`);
  const categories = parseCategories(row.categories_json);
  return { id: row.id, effectiveFrom: row.effective_from, template: templateOf(categories), categories };
}

function commissionRow(day: string, templateId: number, at: string, agent: AgentDayFigures) {
  return {
    agent_id: agent.agentId,
    day,
    team_performance: agent.teamPerformance,
    direct_performance: agent.directPerformance,
    categories_json: JSON.stringify(agent.categories),
    gross: agent.gross,
    deduction: agent.deduction,
    amount: agent.amount,
    template_id: templateId,
    status: agent.amount > 0 ? COMMISSION_STATUS.unclaimed : COMMISSION_STATUS.none,
    claim_id: null,
    created_at: at,
  };
}

/**
 * Settles `day` (YYYY-MM-DD, Asia/Shanghai): every agent with team activity gets one row, unclaimed
 * when the amount is above 0. A settled day answers its totals and does nothing.
 * @throws DayNotOverError before the day's end plus SETTLEMENT_GRACE_MS by `context.now()`
 */
export async function settleCommissionDay(
  context: AppContext,
  day: string,
  options: SettleOptions = {},
): Promise<DaySettlement> {
  if (!isCalendarDay(day)) throw refuse(apiMessages.agentDayInvalid);
  if (context.now() < settleableFrom(day)) throw new DayNotOverError();
  const { db } = context;
  const before = await selectDay(db, day);
  if (before?.status === 'settled') return settlementOf(before);
  if (!before) {
    // Before the first version (the programme's start) there is nothing to settle by.
    const inForce = await selectTemplateInForce(db, day);
    if (!inForce) throw refuse(apiMessages.agentDayBeforeProgramme);
    await insertDayIfAbsent(db, { day, templateId: inForce.id, at: context.now().toISOString() });
  }
  const run = (await selectDay(db, day))!;
  if (run.status === 'settled') return settlementOf(run);
  const version = await versionOf(context, day, run.template_id);
  const figures = dayFigures(version.template, await dayTeamPerformance(db, day));
  const batchSize = options.batchSize ?? SETTLEMENT_BATCH_SIZE;
  const at = context.now().toISOString();
  for (let start = 0, batch = 0; start < figures.length; start += batchSize, batch += 1) {
    const rows = figures.slice(start, start + batchSize).map((agent) => commissionRow(day, version.id, at, agent));
    await inTransaction(db, (trx) => insertCommissionRows(trx, rows));
    await options.afterBatch?.(batch);
  }
  await markDaySettled(db, day, context.now().toISOString());
  return settlementOf((await selectDay(db, day))!);
}

/**
 * The job: settles, oldest first, every day up to yesterday (at most SETTLEMENT_LOOKBACK_DAYS back)
 * that had performance and is not settled, and any run left 'running', once past its grace.
 */
export async function settleDueDays(context: AppContext): Promise<DaySettlement[]> {
  const now = context.now();
  const today = shanghaiDate(now);
  const from = addDays(today, -SETTLEMENT_LOOKBACK_DAYS);
  const settled = new Set(await selectDaysByStatus(context.db, 'settled', from));
  // One index probe per unsettled day of the window: a DISTINCT over the window would read every row of 40 days.
  const active: string[] = [];
  for (let day = from; day < today; day = addDays(day, 1))
    if (!settled.has(day) && (await selectHasPerformance(context.db, day))) active.push(day);
  const running = await selectDaysByStatus(context.db, 'running');
  const due = [...new Set([...active, ...running])].filter((day) => now >= settleableFrom(day)).sort();
  const results: DaySettlement[] = [];
  for (const day of due) results.push(await settleCommissionDay(context, day));
  return results;
}
