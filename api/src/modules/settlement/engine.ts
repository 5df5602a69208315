/**
 * The daily settlement engine every periodic payout runs on (commission, rebate, …; each a rule,
 * rule.ts): an ended Asia/Shanghai day's rows written once per (payee, day). Safe to rerun, to run
 * twice at once and to resume after a crash: a closed day's inputs never change, the day's run row
 * is claimed by its primary key, the rows' primary key keeps whichever run wrote first, and the
 * run closes with the totals of the rows actually written.
 */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { shanghaiDate } from '../../shanghai-time';
import { addDays } from '../../record-period';
import { isCalendarDay, SETTLEMENT_BATCH_SIZE, settleableFrom } from './calendar';
import type { DayRun, SettlementRule, SettlementTable } from './rule';
import {
  closeRun,
  insertRowsIgnoringExisting,
  insertRunIfAbsent,
  RUNNING,
  selectRun,
  selectRunDays,
  type RunTables,
} from './store';

export interface SettleOptions {
  batchSize?: number;
  /** Called after each batch committed (tests throw here to stand for a crash mid-run). */
  afterBatch?: (batchIndex: number) => void | Promise<void>;
}

// The store knows a rule's tables by name only; the rule types the rows it reads back.
type AnyRule = SettlementRule<SettlementTable, SettlementTable, unknown, unknown>;
const tablesOf = (rule: AnyRule): RunTables => rule;

/**
 * Settles `day` (YYYY-MM-DD, Asia/Shanghai) by `rule`: its rows in batches of one transaction each,
 * then the run closed. A closed day answers its totals and does nothing.
 * @throws refusal agentDayInvalid for no calendar day; rule.dayNotOver() before its end plus the grace
 */
export async function settleDay<Days extends SettlementTable, Rows extends SettlementTable, Item, Result>(
  context: AppContext,
  rule: SettlementRule<Days, Rows, Item, Result>,
  day: string,
  options: SettleOptions = {},
): Promise<Result> {
  if (!isCalendarDay(day)) throw refuse(apiMessages.agentDayInvalid);
  if (context.now() < settleableFrom(day)) throw rule.dayNotOver();
  const { db } = context;
  const tables = tablesOf(rule as unknown as AnyRule);
  const read = async () => (await selectRun(db, tables, day)) as DayRun<Days> | undefined;
  const closed = (run: DayRun<Days>) => (run as { status: string }).status === rule.closedStatus;
  const before = await read();
  if (before && closed(before)) return rule.resultOf(before);
  const columns = await rule.open(context, day, before);
  if (!before) await insertRunIfAbsent(db, tables, { day, at: context.now().toISOString(), columns });
  const run = (await read())!;
  if (closed(run)) return rule.resultOf(run);
  const work = await rule.work(context, run);
  const batchSize = options.batchSize ?? SETTLEMENT_BATCH_SIZE;
  const at = context.now().toISOString();
  for (let start = 0, batch = 0; start < work.items.length; start += batchSize, batch += 1) {
    const rows = await work.rowsOf(work.items.slice(start, start + batchSize), at);
    await inTransaction(db, (trx) => insertRowsIgnoringExisting(trx, tables, rows as Record<string, unknown>[]));
    await options.afterBatch?.(batch);
  }
  await closeRun(db, tables, day, context.now().toISOString());
  return rule.resultOf((await read())!);
}

/**
 * The job: settles by `rule`, oldest first, every day up to yesterday (at most rule.lookbackDays
 * back) that had activity and is not closed, and any run left running, once past its grace.
 * Nothing while the rule is off.
 */
export async function settleDueDays<Days extends SettlementTable, Rows extends SettlementTable, Item, Result>(
  context: AppContext,
  rule: SettlementRule<Days, Rows, Item, Result>,
): Promise<Result[]> {
  if (rule.isOn && !(await rule.isOn(context))) return [];
  const { db } = context;
  const tables = tablesOf(rule as unknown as AnyRule);
  const now = context.now();
  const today = shanghaiDate(now);
  const from = addDays(today, -rule.lookbackDays);
  const closed = new Set(await selectRunDays(db, tables, rule.closedStatus, from));
  // One index probe per unclosed day of the window: a DISTINCT over the window would read every row of its days.
  const active: string[] = [];
  for (let day = from; day < today; day = addDays(day, 1))
    if (!closed.has(day) && (await rule.hasActivity(db, day))) active.push(day);
  const running = await selectRunDays(db, tables, RUNNING);
  const due = [...new Set([...active, ...running])].filter((day) => now >= settleableFrom(day)).sort();
  const results: Result[] = [];
  for (const day of due) results.push(await settleDay(context, rule, day));
  return results;
}
