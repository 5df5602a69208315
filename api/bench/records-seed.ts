/**
 * Seeds the records bench's volume into a migrated database, straight into the tables in big
 * transactions: players with wallets, the walked history (records-walk.ts), the accounts' final
 * balances, holds and withdrawals, then the per-day bet summary by migration 011's own grouping.
 */
import { settlePostgresSeed } from './bench-databases';
import { sql } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import type { DatabaseHandle } from '../src/db/database';
import { sumSettledRounds } from '../src/db/migrations/011-records';
import { hashPassword } from '../src/modules/auth/passwords';
import { DEMO_RECEIVING_ADDRESSES } from '../src/seed/seed';
import { Books, Ids, iso, prng, put, type Account } from './records-books';
import type { MoneyWorld, SeedPlayer } from './records-money';
import { PostgresSink, SqliteSink, TABLES, type Sink, type TableName } from './records-sink';
import { walk, type Game } from './records-walk';

const DAY = 86_400_000;

async function startIds(handle: DatabaseHandle): Promise<Map<TableName, number>> {
  const start = new Map<TableName, number>();
  for (const table of Object.keys(TABLES) as TableName[]) {
    const { rows } = await sql<{ last: number | null }>`select max(id) as last from ${sql.table(table)}`.execute(
      handle.db,
    );
    start.set(table, Number(rows[0]?.last ?? 0));
  }
  return start;
}

async function catalogue(handle: DatabaseHandle): Promise<Game[]> {
  const rows = await handle.db
    .selectFrom('games')
    .innerJoin('game_platforms', 'game_platforms.id', 'games.plat_type_id')
    .select(['game_platforms.code as provider', 'games.game_code as code', 'games.game_type_id as typeId'])
    .orderBy('games.id')
    .execute();
  return rows;
}

async function benchChannel(handle: DatabaseHandle, atMs: number): Promise<{ id: number; code: string }> {
  const row = await handle.db
    .insertInto('pay_channels')
    .values({
      code: 'bench',
      kind: 'gateway',
      name: '极速支付',
      rate: '7.2',
      currency: 'CNY',
      min_amount: 10_000_000,
      max_amount: 50_000_000_000,
      enabled: 0,
      gateway_url: 'https://pay.invalid/',
      merchant_id: 'bench',
      secret: 'bench-channel-secret-not-for-production-use',
      allow_cidrs: '127.0.0.1/32',
      created_at: iso(atMs),
      updated_at: iso(atMs),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code: 'bench' };
}

type Totals = { rounds: number | string; stake: number | string; payout: number | string };

/**
 * The checks the seed must pass: every transfer sums to zero; every account's balance is the
 * balance after its newest entry (time order is balance order); the summary equals the rounds.
 */
export async function verify(handle: DatabaseHandle): Promise<string[]> {
  const db = handle.db;
  const unbalanced = await sql<{ n: number }>`select count(*) as n from
    (select transfer_id from entries group by transfer_id having sum(amount) <> 0) t`.execute(db);
  const stale = await sql<{ n: number }>`select count(*) as n from accounts a where a.balance <> coalesce((select
    e.balance_after from entries e where e.account_id = a.id order by e.created_at desc, e.id desc limit 1), 0)`.execute(
    db,
  );
  const summary = await sql<Totals>`select sum(rounds) as rounds, sum(stake) as stake, sum(payout) as payout
    from player_daily_bets`.execute(db);
  const rounds = await sql<Totals>`select count(*) as rounds, sum(stake) as stake, sum(payout) as payout
    from game_rounds where status = 'settled'`.execute(db);
  const [a, b] = [summary.rows[0]!, rounds.rows[0]!];
  const same = (['rounds', 'stake', 'payout'] as const).every((key) => String(a[key]) === String(b[key]));
  return [
    `transfers whose entries do not sum to zero: ${unbalanced.rows[0]?.n}`,
    `accounts whose balance is not their newest entry's balance after: ${stale.rows[0]?.n}`,
    `player_daily_bets ${same ? 'equals' : 'DIFFERS FROM'} the settled rounds (${b.rounds} rounds, stake ${b.stake}, payout ${b.payout})`,
  ];
}

/** Fills the database of `handle` through the raw connection; prints what it wrote. */
export async function seedRecords(
  name: string,
  handle: DatabaseHandle,
  raw: { sqlite?: SqliteDatabase.Database; client?: pg.Client },
  volume: { players: number; rounds: number; days: number },
  nowMs: number,
): Promise<void> {
  const random = prng(20_261_125);
  const ids = new Ids(await startIds(handle));
  const games = await catalogue(handle);
  const channel = await benchChannel(handle, nowMs - (volume.days + 1) * DAY);
  const existing = await handle.db.selectFrom('accounts').selectAll().execute();
  const sink: Sink = raw.sqlite ? new SqliteSink(raw.sqlite) : new PostgresSink(raw.client!);
  const books = new Books(
    sink,
    ids,
    existing.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      playerId: row.player_id,
      balance: row.balance,
      isNew: false,
    })),
  );
  const passwordHash = await hashPassword('bench-password');
  const players: SeedPlayer[] = [];
  for (let index = 0; index < volume.players; index += 1) {
    const id = ids.next('players');
    const created = iso(nowMs - (volume.days + 1) * DAY - Math.floor(random() * 30 * DAY));
    const username = `rb${index}`;
    await put(sink, 'players', [
      id,
      username,
      username,
      passwordHash,
      `RB${index.toString(36).toUpperCase()}`,
      created,
    ]);
    const wallet = books.account(`player:${id}`, 'player', id);
    players.push({ id, wallet, heavy: false, lastMs: 0, dayStake: 0, requests: 0 });
  }
  const world: MoneyWorld = {
    books,
    random,
    endMs: nowMs - 60_000,
    poolAddresses: DEMO_RECEIVING_ADDRESSES,
    channel,
    schedule: () => undefined,
    holds: [],
    withdrawals: [],
  };
  let mark = performance.now();
  await walk(world, { ...volume, endMs: world.endMs }, players, games);
  const created = iso(nowMs - (volume.days + 1) * DAY);
  const newAccounts: Account[] = [...books.accounts.values()].filter((account) => account.isNew);
  for (const account of newAccounts)
    await put(sink, 'accounts', [account.id, account.kind, account.playerId, account.code, account.balance, created]);
  for (const hold of world.holds) await put(sink, 'holds', hold);
  for (const withdrawal of world.withdrawals) await put(sink, 'withdrawals', withdrawal);
  await sink.flush();
  console.log(
    `[${name}] history written in ${((performance.now() - mark) / 1000).toFixed(0)} s: ${[...sink.written].map(([table, n]) => `${table} ${n.toLocaleString('en')}`).join(', ')}`,
  );
  mark = performance.now();
  for (const account of books.accounts.values())
    if (!account.isNew)
      await handle.db
        .updateTable('accounts')
        .set({ balance: account.balance as never })
        .where('id', '=', account.id)
        .execute();
  // The migrations' own grouping (Shanghai day of the first bet), over the whole history.
  await sql`delete from player_daily_bets`.execute(handle.db);
  await sumSettledRounds(handle.db, handle.dialect);
  if (handle.dialect === 'postgres') {
    await settlePostgresSeed(handle, Object.keys(TABLES));
  }
  console.log(`[${name}] summary, sequences and statistics in ${((performance.now() - mark) / 1000).toFixed(0)} s`);
  for (const line of await verify(handle)) console.log(`[${name}] check: ${line}`);
}
