/**
 * Queries compiled once and run many times with new values. Kysely builds and compiles a query on
 * every call, which costs several times what SQLite takes to run a small one, and the provider
 * callbacks run the same few queries thousands of times a second. A query is built once per
 * dialect with markers in place of its values; a run puts the values in the markers' places.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseIntrospector,
  type DialectAdapter,
  type QueryCompiler,
  type Compilable,
  type QueryResult,
  type Transaction,
} from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Dialect } from './dialect';
import type { Database } from './schema';

/** A Kysely instance that only compiles (a dummy driver, no connection) for one dialect. */
function compileOnly(parts: {
  adapter: () => DialectAdapter;
  introspector: (db: Kysely<unknown>) => DatabaseIntrospector;
  compiler: () => QueryCompiler;
}): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: parts.adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: parts.introspector,
      createQueryCompiler: parts.compiler,
    },
  });
}

const compilers: Record<Dialect, Kysely<Database>> = {
  sqlite: compileOnly({
    adapter: () => new SqliteAdapter(),
    introspector: (db) => new SqliteIntrospector(db),
    compiler: () => new SqliteQueryCompiler(),
  }),
  postgres: compileOnly({
    adapter: () => new PostgresAdapter(),
    introspector: (db) => new PostgresIntrospector(db),
    compiler: () => new PostgresQueryCompiler(),
  }),
};

const dialects = new WeakMap<Kysely<Database>, Dialect>();

/** The dialect of a handle or transaction, from how it writes a parameter ($1 or ?), found once per object. */
function dialectOf(db: Kysely<Database>): Dialect {
  let dialect = dialects.get(db);
  if (!dialect) {
    const probe = sql`select ${1}`.compile(db).sql;
    dialects.set(db, (dialect = probe.includes('$1') ? 'postgres' : 'sqlite'));
  }
  return dialect;
}

const MARK = '\u0000precompiled:';

/** A SQLite handle's prepared statements (database.ts keeps them). */
export interface SqliteStatements {
  prepare(sqlText: string): SqliteDatabase.Statement;
}

const sqliteStatements = new WeakMap<Kysely<Database>, SqliteStatements>();
/** Transactions that hold their SQLite handle's one connection: their queries may run on it directly. */
const heldConnections = new WeakMap<Kysely<Database>, SqliteStatements>();

/** True for a PostgreSQL handle or transaction: where each statement is a round trip, worth fusing. */
export function isPostgresHandle(db: Kysely<Database>): boolean {
  return !heldConnections.has(db) && dialectOf(db) === 'postgres';
}

/** Says where a SQLite handle's statements are prepared (when it is opened). */
export function registerSqliteStatements(db: Kysely<Database>, statements: SqliteStatements): void {
  sqliteStatements.set(db, statements);
}

/**
 * Runs a transaction's work: on SQLite the transaction holds the one connection
 * until it ends, so its precompiled queries run on it directly, synchronously, without Kysely's
 * executor (a third of a small query's cost). Never the handle itself: outside a transaction a query
 * must wait its turn for the connection.
 */
export async function runOnHeldConnection<T>(
  trx: Transaction<Database>,
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const statements = sqliteStatements.get(db);
  if (statements) heldConnections.set(trx, statements);
  try {
    return await work(trx);
  } finally {
    // Ended, the transaction no longer holds the connection: a late query waits its turn again.
    heldConnections.delete(trx);
  }
}

function runDirectly<Row>(
  statements: SqliteStatements,
  sqlText: string,
  parameters: readonly unknown[],
): QueryResult<Row> {
  const statement = statements.prepare(sqlText);
  if (statement.reader) return { rows: statement.all(parameters) as Row[] };
  const { changes } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes) };
}

/**
 * A statement of fixed text with no values (a savepoint's): on a transaction that holds its SQLite
 * connection it runs there directly, else through Kysely. Group commit runs two for every call.
 * @example await fixedStatement('release savepoint unit').execute(trx);
 */
export function fixedStatement(text: string): { execute(db: Kysely<Database>): Promise<void> } {
  const query = sql.raw(text);
  return {
    async execute(db) {
      const held = heldConnections.get(db);
      if (held) held.prepare(text).run();
      else await query.execute(db);
    },
  };
}

/**
 * The PostgreSQL texts of every precompiled query, each with a statement name: a connection
 * prepares each once (database.ts), so the server does not parse and plan it again on every run.
 */
export const postgresStatementNames = new Map<string, string>();

/** What a query is built with: each property stands for the value a run gives it. */
export type Markers<Args> = { readonly [Name in keyof Args]: Args[Name] };

export interface Precompiled<Args, Row> {
  /** Runs the query on `db` (a handle or a transaction) with these values. */
  execute(db: Kysely<Database>, args: Args): Promise<QueryResult<Row>>;
  /** The first row, as Kysely's executeTakeFirst. */
  first(db: Kysely<Database>, args: Args): Promise<Row | undefined>;
}

/**
 * A query built once per dialect by `build`, which uses `args.<name>` wherever a run's value goes.
 * @example
 * const findAccount = precompiled<{ code: string }, { id: number }>((db, args) =>
 *   db.selectFrom('accounts').select('id').where('code', '=', args.code));
 * await findAccount.first(trx, { code: 'player:7' });
 */
export function precompiled<Args extends object, Row>(
  build: (db: Kysely<Database>, args: Markers<Args>) => Compilable<Row>,
): Precompiled<Args, Row> {
  const markers = new Proxy({}, { get: (_target, name) => `${MARK}${String(name)}` }) as Markers<Args>;
  const compiled = new Map<Dialect, { query: CompiledQuery<Row>; slots: Array<keyof Args | null> }>();
  const compiledFor = (dialect: Dialect) => {
    let entry = compiled.get(dialect);
    if (!entry) {
      const query = build(compilers[dialect], markers).compile();
      const slots = query.parameters.map((value) => {
        if (typeof value !== 'string' || !value.includes(MARK)) return null;
        if (!value.startsWith(MARK)) throw new Error(`a marker inside a value in: ${query.sql}`);
        return value.slice(MARK.length) as keyof Args;
      });
      compiled.set(dialect, (entry = { query, slots }));
      if (dialect === 'postgres' && !postgresStatementNames.has(query.sql))
        postgresStatementNames.set(query.sql, `precompiled_${postgresStatementNames.size + 1}`);
    }
    return entry;
  };
  const execute = async (db: Kysely<Database>, args: Args) => {
    const held = heldConnections.get(db);
    const { query, slots } = compiledFor(held ? 'sqlite' : dialectOf(db));
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index];
      return slot === null || slot === undefined ? value : (args as Record<keyof Args, unknown>)[slot];
    });
    return held ? runDirectly<Row>(held, query.sql, parameters) : db.executeQuery<Row>({ ...query, parameters });
  };
  return {
    execute,
    first: async (db, args) => (await execute(db, args)).rows[0],
  };
}
