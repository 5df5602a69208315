/**
 * The queries that should read a partial index (db/partial-indexes.ts) do, and the others read the
 * index meant for them: SQLite's plans of the store functions' own SQL on a migrated database. A
 * query that no longer states its index's condition falls back to a scan, and fails here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { Database } from './schema';
import { selectAccountEntries, sumAccountEntries } from '../modules/bills/store';
import { hasCreditedDeposit } from '../modules/protection/account-store';
import { selectDepositsSince } from '../modules/protection/store';
import { selectEntryAmounts } from '../modules/records/store';
import { selectStakedSince } from '../modules/turnover/store';
import { selectWinningRounds } from '../modules/activity/rules/store';

const folder = mkdtempSync(path.join(tmpdir(), 'partial-indexes-'));
const file = path.join(folder, 'site.db');
let raw: SqliteDatabase.Database;
let db: Kysely<Database>;
let queries: CompiledQuery[] = [];

beforeAll(async () => {
  await (await openDatabase({ url: file })).close();
  raw = new SqliteDatabase(file);
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: raw }),
    log: (event) => void queries.push(event.query),
  });
});

afterAll(async () => {
  await db.destroy();
  rmSync(folder, { recursive: true, force: true });
});

/** The plan lines of every query `run` sent. */
async function plansOf(run: () => Promise<unknown>): Promise<string> {
  queries = [];
  await run();
  return queries
    .flatMap((query) =>
      (
        raw.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{
          detail: string;
        }>
      ).map((row) => row.detail),
    )
    .join('\n');
}

const period = { fromUtc: '2026-01-01T00:00:00.000Z', toUtc: '2026-02-01T00:00:00.000Z' };
const window = { ...period, limit: 21 };

describe('partial indexes', () => {
  it('reads deposits, bonuses and rebates over the kind index, which holds them', async () => {
    expect(await plansOf(() => selectAccountEntries(db, 7, 'deposit', window))).toContain('entries_account_kind_idx');
    expect(await plansOf(() => sumAccountEntries(db, 7, ['bonus', 'task_reward'], period))).toContain(
      'entries_account_kind_idx',
    );
    expect(await plansOf(() => selectEntryAmounts(db, 7, ['rebate'], period))).toContain('entries_account_kind_idx');
    expect(await plansOf(() => hasCreditedDeposit(db, 7))).toContain('entries_account_kind_idx');
    // Oldest first over a period: the time index (which carries the kind) spares the sort.
    expect(await plansOf(() => selectDepositsSince(db, 7, period.fromUtc))).toMatch(
      /INDEX entries_account_(time|kind)_idx/,
    );
  });

  it('reads bets, wins and all kinds over the time index, which carries the kind', async () => {
    for (const kind of ['bet', 'win', undefined]) {
      const plan = await plansOf(() => selectAccountEntries(db, 7, kind, window));
      expect(plan).toContain('COVERING INDEX entries_account_time_idx');
      expect(plan).not.toContain('entries_account_kind_idx');
    }
  });

  it('reads settled rounds over the index of settled rounds', async () => {
    expect(await plansOf(() => selectStakedSince(db, 7, period.fromUtc))).toContain('game_rounds_player_settled_idx');
    const winning = {
      playerId: 7,
      categories: [1],
      maxStake: 5_000_000,
      minMultiple: 2,
      from: period.fromUtc,
      to: period.toUtc,
      limit: 10,
    };
    expect(await plansOf(() => selectWinningRounds(db, winning as never))).toContain('game_rounds_player_settled_idx');
  });
});
