/** The commission bench's output: the table of figures and the queries that took a job's time. */
import { alignedTable } from './aligned-table';
import type { Kysely } from 'kysely';
import type { Dialect } from '../src/db/dialect';
import type { Database } from '../src/db/schema';
import { explain, type TimedQuery } from './records-explain';

/** One line of the table: seconds (median and slowest of the repeats) or ms (p50 and p99 of the calls). */
export interface Figure {
  database?: string;
  measure: string;
  unit: 's' | 'ms';
  n: number;
  /** Median. */
  mid: number;
  /** Seconds: the slowest repeat; milliseconds: p99. */
  high: number;
  note: string;
}

/** Every figure in one table, databases one after the other. */
export function printFigures(figures: readonly Figure[]): void {
  const header = ['database', 'measure', 'median / p50', 'max / p99', 'n', ''];
  const fixed = (value: number, unit: Figure['unit']) => (Number.isNaN(value) ? '-' : `${value.toFixed(2)} ${unit}`);
  const lines = figures.map((figure) => [
    figure.database ?? '',
    figure.measure,
    fixed(figure.mid, figure.unit),
    fixed(figure.high, figure.unit),
    String(figure.n),
    figure.note,
  ]);
  console.log(`\n${alignedTable(header, lines, [0, 1, 5])}`);
}

const TOP = 4;

/**
 * A job's slowest queries (`queries` slowest first) and, with `explain`, the plan of its slowest
 * SELECT (only a SELECT: PostgreSQL's EXPLAIN ANALYZE runs the statement).
 */
export async function printQueries(
  name: string,
  job: string,
  queries: readonly TimedQuery[],
  options: { explain?: { db: Kysely<Database>; dialect: Dialect } } = {},
): Promise<void> {
  const total = queries.reduce((sum, query) => sum + query.ms, 0);
  console.log(`\n[${name}] ${job}: ${queries.length} queries, ${total.toFixed(0)} ms in them; the slowest:`);
  for (const query of queries.slice(0, TOP))
    console.log(`  ${query.ms.toFixed(2).padStart(9)} ms  ${query.sql.replace(/\s+/g, ' ').slice(0, 200)}`);
  const slowestSelect = queries.find((query) => /^\s*(with|select)\b/i.test(query.sql));
  if (!options.explain || !slowestSelect) return;
  console.log(
    `  plan of the slowest select (${slowestSelect.ms.toFixed(1)} ms), parameters ${JSON.stringify(slowestSelect.parameters)}:`,
  );
  for (const line of await explain(options.explain.db, options.explain.dialect, slowestSelect))
    console.log(`    ${line}`);
}
