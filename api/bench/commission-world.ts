/**
 * The commission bench's database, seeded once and kept: a SQLite file under api/.bench/ or the
 * PostgreSQL schema bench_commission, migrated by the API's own migrations, reused while its
 * marker says it holds this volume (BENCH_RESEED=1 seeds it again).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { createContext } from '../src/context';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { seedDemoData } from '../src/seed/seed';
import { shanghaiDate } from '../src/shanghai-time';
import type { RawConnection } from './commission-bulk';
import { seedCommission } from './commission-seed';
import { benchConfig } from './servers';

const SQLITE_FILE = path.resolve(import.meta.dirname, '../.bench/commission.db');
const SCHEMA = 'bench_commission';
const MARKER = 'bench_commission_seed';
/** What a marker must say for the database to be reused; change `version` when the seed changes. */
export const VOLUME = { players: 100_000, maxDepth: 30, rounds: 1_000_000, version: 2 } as const;
const VOLUME_TEXT = JSON.stringify(VOLUME);

export interface CommissionWorld {
  name: 'sqlite' | 'postgres';
  handle: DatabaseHandle;
  /** The Asia/Shanghai day of the seeded rounds. */
  day: string;
  /** The root agent: everyone else is in their team. */
  rootId: number;
  /** How long the seeding took, and whether it was this run's or a kept database's. */
  seed: { seconds: number; at: string; thisRun: boolean };
}

interface Marker {
  day: string;
  rootId: number;
  seconds: number;
  at: string;
}

async function readMarker(handle: DatabaseHandle): Promise<Marker | null> {
  try {
    const { rows } = await sql<{
      volume: string;
      day: string;
      root_id: number;
      seed_seconds: number;
      seeded_at: string;
    }>`
      select volume, day, root_id, seed_seconds, seeded_at from ${sql.table(MARKER)}`.execute(handle.db);
    const row = rows[0];
    if (!row || row.volume !== VOLUME_TEXT) return null;
    return { day: row.day, rootId: Number(row.root_id), seconds: Number(row.seed_seconds), at: row.seeded_at };
  } catch {
    return null; // no marker table: never seeded, or a seed that did not finish
  }
}

const open = (postgresUrl: string | undefined) =>
  openDatabase({ url: postgresUrl ?? SQLITE_FILE, schema: postgresUrl ? SCHEMA : undefined });

async function forget(postgresUrl: string | undefined): Promise<void> {
  if (!postgresUrl) {
    for (const suffix of ['', '-wal', '-shm']) await rm(`${SQLITE_FILE}${suffix}`, { force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop schema if exists "${SCHEMA}" cascade`);
  await admin.end();
}

/** A raw connection for the bulk inserts: no foreign key checks (rows are consistent by construction), no syncs. */
async function rawConnection(postgresUrl: string | undefined): Promise<RawConnection> {
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${SCHEMA}` });
    await client.connect();
    await client.query('set session_replication_role = replica');
    await client.query('set synchronous_commit = off');
    return { client };
  }
  const sqlite = new SqliteDatabase(SQLITE_FILE);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  sqlite.pragma('foreign_keys = OFF');
  return { sqlite };
}

async function seedFresh(name: string, handle: DatabaseHandle, postgresUrl: string | undefined): Promise<Marker> {
  const started = performance.now();
  // The rounds' day is the day before yesterday: a kept database's day stays in the past.
  const day = shanghaiDate(new Date(Date.now() - 2 * 86_400_000));
  const context = createContext(
    handle.db,
    handle.dialect,
    benchConfig(),
    () => new Date(Date.now() - 100 * 86_400_000),
  );
  await seedDemoData(context);
  const raw = await rawConnection(postgresUrl);
  let rootId: number;
  try {
    rootId = await seedCommission(name, handle, raw, VOLUME, day);
  } finally {
    await raw.client?.end();
    raw.sqlite?.close();
  }
  const marker = {
    day,
    rootId,
    seconds: Math.round((performance.now() - started) / 1000),
    at: new Date().toISOString(),
  };
  await sql`create table ${sql.table(MARKER)} (volume varchar(200) not null, day varchar(10) not null,
    root_id integer not null, seed_seconds integer not null, seeded_at varchar(32) not null)`.execute(handle.db);
  await sql`insert into ${sql.table(MARKER)} values (${VOLUME_TEXT}, ${day}, ${rootId}, ${marker.seconds}, ${marker.at})`.execute(
    handle.db,
  );
  return marker;
}

/** The kept database of `postgresUrl` (or SQLite), seeded first when it does not hold the full volume. */
export async function commissionWorld(postgresUrl?: string): Promise<CommissionWorld> {
  const name = postgresUrl ? 'postgres' : 'sqlite';
  const opening = performance.now();
  let handle = await open(postgresUrl);
  let marker = process.env.BENCH_RESEED === '1' ? null : await readMarker(handle);
  const thisRun = marker === null;
  if (marker === null) {
    await handle.close();
    await forget(postgresUrl);
    console.log(
      `[${name}] seeding ${VOLUME.players.toLocaleString('en')} players ${VOLUME.maxDepth} levels deep and ${VOLUME.rounds.toLocaleString('en')} rounds …`,
    );
    handle = await open(postgresUrl);
    marker = await seedFresh(name, handle, postgresUrl);
    console.log(`[${name}] seeded in ${marker.seconds} s`);
  } else {
    console.log(
      `[${name}] reusing the database seeded ${marker.at} in ${marker.seconds} s (BENCH_RESEED=1 seeds it again); opened and migrated in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
    );
  }
  const seed = { seconds: marker.seconds, at: marker.at, thisRun };
  return { name, handle, day: marker.day, rootId: marker.rootId, seed };
}
