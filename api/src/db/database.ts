/**
 * Opens the database: SQLite (better-sqlite3, WAL) by default, a file under api/data/, or
 * PostgreSQL when a postgres:// URL is given. Migrations run on open.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator } from 'kysely';
import pg from 'pg';
import type { Dialect } from './dialect';
import { OneSchemaPostgresDialect } from './one-schema-introspector';
import { ImmediateSqliteDialect } from './sqlite-immediate';
import { postgresStatementNames, registerSqliteStatements } from './precompiled';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

/** Log pages after which a commit copies the log into the database file (see openDatabase). */
export const SQLITE_AUTOCHECKPOINT_PAGES = 10_000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (bigint) columns hold micro-USDT and counts: safe integers, so read them as numbers.
pg.types.setTypeParser(20, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 ${text} is beyond a safe integer`);
  return value;
});

/**
 * Kysely prepares every SQLite query anew; parsing SQL costs about as much as running a small
 * query. The same texts come back on every bet, so their prepared statements are kept (a bounded
 * number: texts with variable-length lists differ).
 */
function withStatementCache(sqlite: SqliteDatabase.Database, limit = 1000) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= limit) statements.clear();
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/**
 * Each connection prepares the precompiled queries' texts as named statements the first time it
 * runs them, and runs them by name after: PostgreSQL then parses and plans them once, not on every
 * bet. Other texts (built per call, unbounded in number) stay unnamed.
 */
function preparePrecompiledStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      const name = typeof text === 'string' && args.length === 2 ? postgresStatementNames.get(text) : undefined;
      return name ? query({ name, text, values }) : query(...args);
    };
  });
  return pool;
}

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; a file path or ':memory:' for SQLite. */
  url: string;
  /** PostgreSQL schema to use (tests use one per run); created if missing. */
  schema?: string;
  /**
   * SQLite's commit durability. FULL (the default) syncs every commit to disk: nothing a player
   * was told is lost, even by a power cut. NORMAL syncs at checkpoints: still safe against a
   * crash of the API (kill -9), but a power cut may lose the last commits; about ten times the
   * commit rate. An operator chooses it knowingly (SQLITE_SYNCHRONOUS=NORMAL).
   */
  sqliteSynchronous?: 'FULL' | 'NORMAL';
  /** Migrates up to this migration only, not to the latest (a test of the next migration). */
  migrateTo?: string;
  /**
   * How long a SQLite transaction waits at its begin while another process writes the file, before
   * it gives up with SQLITE_BUSY (answered 503, nothing applied): 5 s unless a test says otherwise.
   */
  sqliteBusyTimeoutMs?: number;
}

export async function openDatabase({
  url,
  schema,
  sqliteSynchronous = 'FULL',
  migrateTo,
  sqliteBusyTimeoutMs = 5000,
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const isPostgres = /^postgres(ql)?:\/\//.test(url);
  let db: Kysely<Database>;
  if (isPostgres) {
    const options = schema ? `-c search_path=${schema}` : undefined;
    if (schema) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema if not exists "${schema}"`);
      await admin.end();
    }
    const pool = preparePrecompiledStatements(new pg.Pool({ connectionString: url, options, max: 10 }));
    db = new Kysely<Database>({
      dialect: new OneSchemaPostgresDialect({ pool }, schema ?? null),
    });
  } else {
    if (url !== ':memory:') mkdirSync(path.dirname(url), { recursive: true });
    const sqlite = new SqliteDatabase(url);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`synchronous = ${sqliteSynchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(sqliteBusyTimeoutMs))}`);
    // A savepoint keeps the pages it changes in a sub-journal, a temp file unless told otherwise:
    // in memory it halves the cost of every write of a group commit (db/group-commit.ts).
    sqlite.pragma('temp_store = MEMORY');
    // A checkpoint copies the log into the database file inside some commit, which then takes
    // longer; every 10,000 pages (about 40 MB of log) instead of 1,000, a page that changed many
    // times in between is copied once: about a fifth more wallet calls a second (bench:wallet).
    sqlite.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    const statements = withStatementCache(sqlite);
    db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: statements }) });
    registerSqliteStatements(db, statements);
  }
  const dialect: Dialect = isPostgres ? 'postgres' : 'sqlite';
  // Kysely looks for its migration tables in every schema unless told which one: name it, or a
  // second schema in the same database would find the first one's tables and skip creating its own.
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(isPostgres && schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await (migrateTo ? migrator.migrateTo(migrateTo) : migrator.migrateToLatest());
  if (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect, close: () => db.destroy() };
}
