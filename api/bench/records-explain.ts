/**
 * The SQL behind a call and its plan: a Kysely plugin times every query the app runs while
 * recording, and the slowest one is explained (PostgreSQL: EXPLAIN ANALYZE with buffers; SQLite:
 * EXPLAIN QUERY PLAN, as a tree).
 */
import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Dialect } from '../src/db/dialect';
import type { Database } from '../src/db/schema';

export interface TimedQuery {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
}

/** Times the queries of whatever runs between start() and stop(); costs a map lookup otherwise. */
export class QueryTimer implements KyselyPlugin {
  private recording = false;
  private pending = new Map<object, { node: RootOperationNode; start: number }>();
  private done: Array<{ node: RootOperationNode; queryId: PluginTransformQueryArgs['queryId']; ms: number }> = [];
  private db: Kysely<Database> | undefined;

  /** The database whose compiler turns the recorded queries into SQL. */
  attach(db: Kysely<Database>): void {
    this.db = db;
  }

  start(): void {
    this.recording = true;
    this.done = [];
  }

  stop(): TimedQuery[] {
    this.recording = false;
    const executor = this.db!.getExecutor();
    return this.done.map(({ node, queryId, ms }) => {
      const compiled = executor.compileQuery(node, queryId);
      return { sql: compiled.sql, parameters: compiled.parameters, ms };
    });
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) this.pending.set(queryId, { node, start: performance.now() });
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const started = this.pending.get(queryId);
    if (started) {
      this.pending.delete(queryId);
      this.done.push({ node: started.node, queryId, ms: performance.now() - started.start });
    }
    return result;
  }
}

/** The plan of `query` as lines of text. */
export async function explain(db: Kysely<Database>, dialect: Dialect, query: TimedQuery): Promise<string[]> {
  if (dialect === 'postgres') {
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
    );
    return result.rows.map((row) => row['QUERY PLAN']);
  }
  const result = await db.executeQuery<{ id: number; parent: number; detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const depth = new Map<number, number>([[0, 0]]);
  return result.rows.map((row) => {
    const level = (depth.get(row.parent) ?? 0) + 1;
    depth.set(row.id, level);
    return `${'  '.repeat(level - 1)}${row.detail}`;
  });
}
