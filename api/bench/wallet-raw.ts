/**
 * The ceilings bench:wallet compares the service with: the same ledger transfer (a transfers row,
 * two balance updates with the non-negative check, two entries) written by hand on the bare
 * drivers, on a fresh database with the API's schema, between a funded wallet and a clearing shard.
 * - better-sqlite3, synchronous=FULL, one loop: a commit per transfer, and 50 transfers per commit
 *   (what group commit can reach at best);
 * - pg: 50 workers on a pool of 10, a transaction per transfer, named (prepared) statements, each
 *   worker between its own wallet and one of 16 clearing rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import type { LoopResult } from './wallet-loops';

const FUNDS = 1_000_000_000_000;
const SHARDS = 16;

const SQL = {
  insertTransfer:
    "insert into transfers (idempotency_key, input_hash, kind, reference, created_at) values ($1, 'raw', 'bet', null, $2) returning id",
  addToBalance:
    "update accounts set balance = balance + $1 where id = $2 and (kind <> 'player' or balance + $1 >= 0) returning balance",
  insertEntries:
    "insert into entries (transfer_id, kind, account_id, amount, balance_after, created_at) values ($1, 'bet', $2, $3, $4, $8), ($1, 'bet', $5, $6, $7, $8)",
};

/** better-sqlite3 binds SQLite's `$1` as a named parameter: values by number. */
const numbered = (...values: unknown[]) => Object.fromEntries(values.map((value, index) => [index + 1, value]));

function summary(durations: number[], seconds: number): LoopResult {
  durations.sort((a, b) => a - b);
  const at = (fraction: number) =>
    durations[Math.min(durations.length - 1, Math.floor(durations.length * fraction))] ?? 0;
  return { perSecond: durations.length / seconds, p50: at(0.5), p99: at(0.99), total: durations.length, failures: 0 };
}

/** Both rows of better-sqlite3: a commit per transfer, then 50 per commit. */
export async function rawSqliteLoops(seconds: number): Promise<{ each: LoopResult; grouped: LoopResult }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-raw-'));
  const file = path.join(dir, 'raw.db');
  try {
    await (await openDatabase({ url: file })).close();
    const db = new SqliteDatabase(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    const now = new Date().toISOString();
    const insertAccount = db.prepare(
      'insert into accounts (kind, player_id, code, created_at, balance) values (?, null, ?, ?, ?)',
    );
    const wallet = Number(insertAccount.run('provider', 'raw:wallet', now, FUNDS).lastInsertRowid);
    const clearing = Number(insertAccount.run('provider', 'raw:clearing', now, 0).lastInsertRowid);
    const insertTransfer = db.prepare(SQL.insertTransfer);
    const addToBalance = db.prepare(SQL.addToBalance);
    const insertEntries = db.prepare(SQL.insertEntries);
    let sequence = 0;
    const transfer = () => {
      const { id } = insertTransfer.get(numbered(`raw${(sequence += 1)}`, now)) as { id: number };
      const from = addToBalance.get(numbered(-1_000_000, wallet)) as { balance: number };
      const to = addToBalance.get(numbered(1_000_000, clearing)) as { balance: number };
      insertEntries.run(numbered(id, wallet, -1_000_000, from.balance, clearing, 1_000_000, to.balance, now));
    };
    const measure = (batch: number) => {
      const run = db.transaction(() => {
        for (let index = 0; index < batch; index += 1) transfer();
      });
      const durations: number[] = [];
      const started = performance.now();
      while (performance.now() - started < seconds * 1000) {
        const before = performance.now();
        run();
        const each = (performance.now() - before) / batch;
        for (let index = 0; index < batch; index += 1) durations.push(each);
      }
      return summary(durations, (performance.now() - started) / 1000);
    };
    const each = measure(1);
    const grouped = measure(50);
    db.close();
    return { each, grouped };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** 50 workers, a transaction per transfer, on a fresh schema of `url`. */
export async function rawPostgresLoop(url: string, seconds: number, workers = 50): Promise<LoopResult> {
  const schema = `bench_raw_${randomBytes(6).toString('hex')}`;
  await (await openDatabase({ url, schema })).close();
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max: 10 });
  try {
    const now = new Date().toISOString();
    const account = async (code: string, balance: number) =>
      (
        await pool.query<{ id: number }>(
          "insert into accounts (kind, player_id, code, created_at, balance) values ('provider', null, $1, $2, $3) returning id",
          [code, now, balance],
        )
      ).rows[0]!.id;
    const shards: number[] = [];
    for (let shard = 0; shard < SHARDS; shard += 1) shards.push(await account(`raw:clearing:${shard}`, 0));
    const durations: number[] = [];
    let sequence = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        const wallet = await account(`raw:wallet:${worker}`, FUNDS);
        const clearing = shards[worker % SHARDS]!;
        while (performance.now() < deadline) {
          const before = performance.now();
          const client = await pool.connect();
          try {
            await client.query('begin');
            const key = `raw${(sequence += 1)}`;
            const { rows } = await client.query<{ id: number }>({
              name: 'raw_transfer',
              text: SQL.insertTransfer,
              values: [key, now],
            });
            const add = (amount: number, id: number) =>
              client.query<{ balance: number }>({ name: 'raw_add', text: SQL.addToBalance, values: [amount, id] });
            const from = await add(-1_000_000, wallet);
            const to = await add(1_000_000, clearing);
            await client.query({
              name: 'raw_entries',
              text: SQL.insertEntries,
              values: [
                rows[0]!.id,
                wallet,
                -1_000_000,
                from.rows[0]!.balance,
                clearing,
                1_000_000,
                to.rows[0]!.balance,
                now,
              ],
            });
            await client.query('commit');
          } finally {
            client.release();
          }
          durations.push(performance.now() - before);
        }
      }),
    );
    return summary(durations, (performance.now() - started) / 1000);
  } finally {
    await pool.query(`drop schema if exists "${schema}" cascade`);
    await pool.end();
  }
}
