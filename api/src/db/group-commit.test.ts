/**
 * Group commit (group-commit.ts) on a real database file or schema, watched from a second
 * connection: a unit is answered only when its write is committed (visible to others), units that
 * arrive together share one transaction, and a unit that fails undoes only its own writes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { GroupCommit } from './group-commit';

/** The database under test, and a second connection that sees only what was committed. */
interface Watched {
  handle: DatabaseHandle;
  committedCodes(): Promise<string[]>;
  close(): Promise<void>;
}

async function watchedSqlite(): Promise<Watched> {
  const directory = mkdtempSync(path.join(tmpdir(), 'group-commit-'));
  const file = path.join(directory, 'site.db');
  const handle = await openDatabase({ url: file });
  const observer = new SqliteDatabase(file, { readonly: true });
  return {
    handle,
    committedCodes: async () =>
      (
        observer.prepare("select code from accounts where code like 'gc:%' order by code").all() as Array<{
          code: string;
        }>
      ).map((row) => row.code),
    async close() {
      observer.close();
      await handle.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function watchedPostgres(url: string): Promise<Watched> {
  const schema = `gc_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ url, schema });
  const observer = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await observer.connect();
  return {
    handle,
    committedCodes: async () =>
      (
        await observer.query<{ code: string }>("select code from accounts where code like 'gc:%' order by code")
      ).rows.map((row) => row.code),
    async close() {
      await observer.query(`drop schema if exists "${schema}" cascade`);
      await observer.end();
      await handle.close();
    },
  };
}

const TARGETS = [
  ['sqlite', watchedSqlite] as const,
  ...(process.env.TEST_DATABASE_URL
    ? [['postgres', () => watchedPostgres(process.env.TEST_DATABASE_URL as string)] as const]
    : []),
];

describe.each(TARGETS)('group commit on %s', (_name, open) => {
  let watched: Watched;
  beforeAll(async () => {
    watched = await open();
  });
  afterAll(() => watched.close());

  /** A unit that writes an account row named `gc:<name>`, then fails when told to. */
  const unit =
    (name: string, fail = false) =>
    async (trx: Parameters<Parameters<GroupCommit['run']>[1]>[0]) => {
      await sql`insert into accounts (kind, player_id, code, created_at) values ('provider', null, ${`gc:${name}`}, ${new Date().toISOString()})`.execute(
        trx,
      );
      if (fail) throw new Error(`unit ${name} fails`);
      return name;
    };

  it('answers each unit of a batch only once its writes are committed, and undoes a failed unit alone', async () => {
    const commit = new GroupCommit(watched.handle.db, 1);
    const seenAtAnswer = new Map<string, string[]>();
    const names = ['a1', 'a2', 'a3', 'a4'];
    const answers = names.map((name) =>
      commit.run(1, unit(name, name === 'a3')).then(async (value) => {
        seenAtAnswer.set(value, await watched.committedCodes());
        return value;
      }),
    );
    expect(commit.waiting, 'all four queued for one batch').toBe(4);
    const settled = await Promise.allSettled(answers);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    // Whenever a unit heard its answer, every write of its batch was already visible to others.
    for (const name of ['a1', 'a2', 'a4']) expect(seenAtAnswer.get(name)).toEqual(['gc:a1', 'gc:a2', 'gc:a4']);
    expect(await watched.committedCodes()).toEqual(['gc:a1', 'gc:a2', 'gc:a4']);
  });

  it('runs a unit that lost a unique-key race again alone, where it meets the winner', async () => {
    const commit = new GroupCommit(watched.handle.db, 1);
    // The second insert of one code fails on the unique index; run alone after the batch, it fails again
    // for what it is (a duplicate), and the batch's other units are kept.
    const answers = await Promise.allSettled([
      commit.run(1, unit('b1')),
      commit.run(1, unit('b1')),
      commit.run(1, unit('b2')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await watched.committedCodes()).toEqual(expect.arrayContaining(['gc:b1', 'gc:b2']));
  });
});
