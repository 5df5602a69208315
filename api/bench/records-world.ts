/**
 * The records bench's database, seeded once and kept: a SQLite file under api/.bench/ or the
 * PostgreSQL schema bench_records, migrated by the API's own migrations, reused while its marker
 * says it holds this volume (BENCH_RESEED=1 seeds it again).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { createContext, type AppContext } from '../src/context';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { seedDemoCatalogue, seedDemoData } from '../src/seed/seed';
import { seedRecords } from './records-seed';
import { benchConfig } from './servers';

export const SQLITE_FILE = path.resolve(import.meta.dirname, '../.bench/records.db');
const SCHEMA = 'bench_records';
/** What a marker must say for the database to be reused; change it when the seed changes. */
export const VOLUME = { players: 10_000, rounds: 1_000_000, days: 60, version: 1 } as const;
const VOLUME_TEXT = JSON.stringify(VOLUME);

export interface RecordsWorld {
  name: 'sqlite' | 'postgres';
  context: AppContext;
  handle: DatabaseHandle;
  /** The bench's clock: the seed's now, so a database seeded days ago still has a "today". */
  nowMs: number;
  /** How long the seeding took, and whether it was this run's or a kept database's. */
  seed: { seconds: number; at: string; thisRun: boolean };
  postgresUrl?: string;
}

const MARKER = 'bench_records_seed';

interface Marker {
  nowMs: number;
  seconds: number;
  at: string;
}

async function readMarker(handle: DatabaseHandle): Promise<Marker | null> {
  try {
    const { rows } = await sql<{ volume: string; now_ms: string | number; seed_seconds: number; seeded_at: string }>`
      select volume, now_ms, seed_seconds, seeded_at from ${sql.table(MARKER)}`.execute(handle.db);
    const row = rows[0];
    if (!row || row.volume !== VOLUME_TEXT) return null;
    return { nowMs: Number(row.now_ms), seconds: Number(row.seed_seconds), at: row.seeded_at };
  } catch {
    return null; // no marker table: never seeded, or a seed that did not finish
  }
}

async function dropPostgresSchema(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists "${SCHEMA}" cascade`);
  await admin.end();
}

/**
 * The seed writes the tables as they are after this migration. A later migration runs over the
 * seeded volume when the database is next opened, as it would over a live site's data: its
 * backfills and indexes are timed by the next run's figures, and the seed needs no change.
 */
const SEED_AT_MIGRATION = '012-records-indexes';

const open = (postgresUrl: string | undefined, migrateTo?: string) =>
  openDatabase({ url: postgresUrl ?? SQLITE_FILE, schema: postgresUrl ? SCHEMA : undefined, migrateTo });

/** Seeds a fresh database; its marker. */
async function seedFresh(name: string, handle: DatabaseHandle, postgresUrl: string | undefined): Promise<Marker> {
  const started = performance.now();
  // The end of the history is a minute ago, on a whole second: rounds up to it, the clock after it.
  const nowMs = Math.floor(Date.now() / 1000) * 1000;
  const context = createContext(handle.db, handle.dialect, benchConfig(), () => new Date(nowMs - 62 * 86_400_000));
  // The catalogue and the receiving pool, as a demo start seeds them; the rest of the demo data
  // (content, the demo player, the agent tree…) goes in once the tables are at the latest migration.
  await seedDemoCatalogue(context);
  let raw: { sqlite?: SqliteDatabase.Database; client?: pg.Client };
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${SCHEMA}` });
    await client.connect();
    // Every row is consistent by construction; foreign keys are checked at the end by queries instead.
    await client.query('set session_replication_role = replica');
    await client.query('set synchronous_commit = off');
    raw = { client };
  } else {
    const sqlite = new SqliteDatabase(SQLITE_FILE);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -262144');
    sqlite.pragma('foreign_keys = OFF');
    raw = { sqlite };
  }
  try {
    await seedRecords(name, handle, raw, VOLUME, nowMs);
  } finally {
    await raw.client?.end();
    raw.sqlite?.close();
  }
  const marker = { nowMs, seconds: Math.round((performance.now() - started) / 1000), at: new Date().toISOString() };
  await sql`create table ${sql.table(MARKER)} (volume varchar(200) not null, now_ms bigint not null,
    seed_seconds integer not null, seeded_at varchar(32) not null)`.execute(handle.db);
  await sql`insert into ${sql.table(MARKER)} values (${VOLUME_TEXT}, ${nowMs}, ${marker.seconds}, ${marker.at})`.execute(
    handle.db,
  );
  return marker;
}

/** The kept database of `postgresUrl` (or SQLite), seeded first when it does not hold the full volume. */
export async function recordsWorld(postgresUrl?: string): Promise<RecordsWorld> {
  const name = postgresUrl ? 'postgres' : 'sqlite';
  const opening = performance.now();
  let handle = await open(postgresUrl);
  const openSeconds = (performance.now() - opening) / 1000;
  let marker = process.env.BENCH_RESEED === '1' ? null : await readMarker(handle);
  const thisRun = marker === null;
  if (marker === null) {
    await handle.close();
    if (postgresUrl) await dropPostgresSchema(postgresUrl);
    else for (const suffix of ['', '-wal', '-shm']) await rm(`${SQLITE_FILE}${suffix}`, { force: true });
    console.log(
      `[${name}] seeding ${VOLUME.rounds.toLocaleString('en')} rounds over ${VOLUME.players.toLocaleString('en')} players …`,
    );
    handle = await open(postgresUrl, SEED_AT_MIGRATION);
    marker = await seedFresh(name, handle, postgresUrl);
    console.log(`[${name}] seeded in ${marker.seconds} s`);
    await handle.close();
    const started = performance.now();
    handle = await open(postgresUrl);
    console.log(
      `[${name}] migrations after ${SEED_AT_MIGRATION}, if any: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await seedDemoData(createContext(handle.db, handle.dialect, benchConfig(), () => new Date(marker!.nowMs)));
  } else {
    console.log(
      `[${name}] reusing the database seeded ${marker.at} in ${marker.seconds} s (BENCH_RESEED=1 seeds it again); opened and migrated in ${openSeconds.toFixed(1)} s`,
    );
  }
  const nowMs = marker.nowMs;
  const context = createContext(handle.db, handle.dialect, benchConfig(), () => new Date(nowMs));
  const seed = { seconds: marker.seconds, at: marker.at, thisRun };
  return { name, context, handle, nowMs, seed, ...(postgresUrl ? { postgresUrl } : {}) };
}
