/**
 * What a periodic payout tells the settlement engine (engine.ts): its tables, what a day's rows are,
 * when it may not settle. The engine keeps the day-run bookkeeping every payout shares (which days
 * are due, claiming a day, writing its rows once, closing it with totals); a new payout is one rule.
 *
 * A rule's two tables: the run rows (`days`: primary key `day`, `status` 'running' until closed,
 * `started_at`, `finished_at`, and the totals' columns), and the payout rows (`rows`: a `day`
 * column, and a primary key that holds `day`, so each payee is paid once per day).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';

export type SettlementTable = keyof Database & string;
type ColumnOf<T extends SettlementTable> = keyof Database[T] & string;

/** A run row as the rule's days table holds it. */
export type DayRun<Days extends SettlementTable> = Selectable<Database[Days]>;

/** How a run's total is counted over the day's rows when it closes: the rows, or Σ one of their columns. */
export type RunTotal<Rows extends SettlementTable> = 'count' | { sum: ColumnOf<Rows> };

/** A day's work: its units in a fixed order (so every run cuts the same batches), and the rows of a batch of them. */
export interface DayWork<Item, Row> {
  items: readonly Item[];
  /** The payout rows of `items` (none for a unit that earns nothing), stamped `at`. */
  rowsOf(items: readonly Item[], at: string): Promise<Row[]> | Row[];
}

export interface SettlementRule<Days extends SettlementTable, Rows extends SettlementTable, Item, Result> {
  /** The run rows, one per day. */
  days: Days;
  /** The status a closed run carries ('settled', 'done'); an open one is 'running'. */
  closedStatus: string;
  /** The payout rows. */
  rows: Rows;
  /** Their primary key: a row already there (an earlier or a concurrent run's) is kept as it is. */
  rowKey: readonly ColumnOf<Rows>[];
  /** The run's totals, written when it closes from the rows actually written (whichever run wrote them). */
  totals: Partial<Record<ColumnOf<Days>, RunTotal<Rows>>>;
  /** How far back the job looks for days left unsettled (the site was down, the job was off). */
  lookbackDays: number;
  /** The refusal of a day that has not ended plus the grace. */
  dayNotOver(): Error;
  /** Whether the job settles anything now (a payout switched off settles nothing); always when absent. */
  isOn?(context: AppContext): Promise<boolean>;
  /**
   * Before a day's run goes on (none yet, or one left running): throws what may not settle it, and
   * answers the columns of its own a new run row carries (the first run's choice holds on resume).
   */
  open(
    context: AppContext,
    day: string,
    existing: DayRun<Days> | undefined,
  ): Promise<Partial<Insertable<Database[Days]>>>;
  /** Whether the day had anything to pay from: the job settles only such days (and any left running). */
  hasActivity(db: Kysely<Database>, day: string): Promise<boolean>;
  /** The day's work, as the run row fixes it (a closed day's inputs never change). */
  work(context: AppContext, run: DayRun<Days>): Promise<DayWork<Item, Insertable<Database[Rows]>>>;
  /** A run row as the payout answers it. */
  resultOf(run: DayRun<Days>): Result;
}
