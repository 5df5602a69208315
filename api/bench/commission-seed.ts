/**
 * Seeds the commission bench's volume into a migrated database: players registered as one tree
 * below a root agent (with wallets), a day of settled rounds, then the closure rows and the day's
 * performance by set-based SQL with migration 015's own rules.
 */
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';
import { hashPassword } from '../src/modules/auth/passwords';
import { shanghaiMidnightUtc } from '../src/shanghai-time';
import { bulkInsert, type Column, type RawConnection, type Value } from './commission-bulk';
import { deriveTreeAndPerformance } from './commission-derive';
import { benchTree } from './commission-tree';
import { iso, prng } from './records-books';

const DAY = 86_400_000;
const CHUNK = 50_000;
/** Players joined over the 90 days before the bench's day; the newest on the day itself (新增). */
const JOIN_DAYS = 90;

export interface CommissionVolume {
  players: number;
  maxDepth: number;
  rounds: number;
}

const PLAYER_COLUMNS: Column[] = [
  ['id', 'int4'],
  ['username', 'text'],
  ['username_canonical', 'text'],
  ['password_hash', 'text'],
  ['invite_code', 'text'],
  ['inviter_id', 'int4'],
  ['created_at', 'text'],
];
const ACCOUNT_COLUMNS: Column[] = [
  ['kind', 'text'],
  ['player_id', 'int4'],
  ['code', 'text'],
  ['balance', 'int8'],
  ['created_at', 'text'],
];
const ROUND_COLUMNS: Column[] = [
  ['id', 'int4'],
  ['provider', 'text'],
  ['round_id', 'text'],
  ['player_id', 'int4'],
  ['game_code', 'text'],
  ['game_type_id', 'int4'],
  ['stake', 'int8'],
  ['payout', 'int8'],
  ['status', 'text'],
  ['opened_at', 'text'],
  ['settled_at', 'text'],
];

async function maxId(handle: DatabaseHandle, table: 'players' | 'game_rounds'): Promise<number> {
  const { rows } = await sql<{ last: number | null }>`select max(id) as last from ${sql.table(table)}`.execute(
    handle.db,
  );
  return Number(rows[0]?.last ?? 0);
}

/** Games of categories 1–7 of the demo catalogue, by category. */
async function gamesByCategory(handle: DatabaseHandle): Promise<Map<number, { provider: string; code: string }[]>> {
  const rows = await handle.db
    .selectFrom('games')
    .innerJoin('game_platforms', 'game_platforms.id', 'games.plat_type_id')
    .select(['game_platforms.code as provider', 'games.game_code as code', 'games.game_type_id as typeId'])
    .where('games.game_type_id', '>=', 1)
    .where('games.game_type_id', '<=', 7)
    .orderBy('games.id')
    .execute();
  const byCategory = new Map<number, { provider: string; code: string }[]>();
  for (const row of rows) byCategory.set(row.typeId, [...(byCategory.get(row.typeId) ?? []), row]);
  return byCategory;
}

/** The players (ids from `firstId`) as one tree below the first of them, joined in id order; their wallets. */
async function writePlayers(raw: RawConnection, volume: CommissionVolume, firstId: number, dayStartMs: number) {
  const tree = benchTree(volume.players, volume.maxDepth);
  const passwordHash = await hashPassword('bench-password');
  // Evenly over JOIN_DAYS until 20:00 of the bench's day: about 1 % joined on the day itself.
  const fromMs = dayStartMs - JOIN_DAYS * DAY;
  const stepMs = (dayStartMs + 20 * 3_600_000 - fromMs) / volume.players;
  const joinedMs = (index: number) => Math.floor(fromMs + index * stepMs);
  for (let start = 0; start < volume.players; start += CHUNK) {
    const players: Value[][] = [];
    const accounts: Value[][] = [];
    for (let index = start; index < Math.min(volume.players, start + CHUNK); index += 1) {
      const id = firstId + index;
      const created = iso(joinedMs(index));
      const inviter = tree.inviter[index]!;
      const name = `cb${index}`;
      const code = `CB${index.toString(36).toUpperCase()}`;
      players.push([id, name, name, passwordHash, code, inviter < 0 ? null : firstId + inviter, created]);
      accounts.push(['player', id, `player:${id}`, 0, created]);
    }
    await bulkInsert(raw, 'players', PLAYER_COLUMNS, players);
    await bulkInsert(raw, 'accounts', ACCOUNT_COLUMNS, accounts);
  }
  return { tree, joinedMs };
}

/**
 * The day's settled rounds: 70 % of the players play, a few of them far more than the rest
 * (the square of a uniform draw picks the player), each mostly in a favourite category; stakes
 * 1–500 USDT (log-uniform, whole cents), each settled seconds after opening, all inside the day.
 */
async function writeRounds(
  raw: RawConnection,
  handle: DatabaseHandle,
  volume: CommissionVolume,
  firstPlayerId: number,
  joinedMs: (index: number) => number,
  dayStartMs: number,
): Promise<void> {
  const random = prng(1_500_015);
  const games = await gamesByCategory(handle);
  const players = [...Array(volume.players).keys()].filter(() => random() < 0.7);
  const favourite = players.map(() => 1 + Math.floor(random() * 7));
  let id = await maxId(handle, 'game_rounds');
  for (let start = 0; start < volume.rounds; start += CHUNK) {
    const rows: Value[][] = [];
    for (let n = start; n < Math.min(volume.rounds, start + CHUNK); n += 1) {
      const pick = Math.floor(random() ** 2 * players.length);
      const index = players[pick]!;
      const category = random() < 0.6 ? favourite[pick]! : 1 + Math.floor(random() * 7);
      const choices = games.get(category);
      const game = choices?.[Math.floor(random() * choices.length)] ?? { provider: 'pg', code: `bench_${category}` };
      const stake = Math.round(Math.exp(random() * Math.log(500)) * 100) * 10_000;
      const payout = random() < 0.55 ? 0 : Math.round((stake * (0.5 + random() * 2.5)) / 10_000) * 10_000;
      // From the later of midnight and the player's joining, to 23:59:00; settled 1–20 s after.
      const fromMs = Math.max(dayStartMs, joinedMs(index) + 60_000);
      const openedMs = fromMs + Math.floor(random() * (dayStartMs + DAY - 60_000 - fromMs));
      const settledMs = openedMs + 1_000 + Math.floor(random() * 19_000);
      id += 1;
      rows.push([
        id,
        game.provider,
        `cb${id}`,
        firstPlayerId + index,
        game.code,
        category,
        stake,
        payout,
        'settled',
        iso(openedMs),
        iso(settledMs),
      ]);
    }
    await bulkInsert(raw, 'game_rounds', ROUND_COLUMNS, rows);
  }
}

/** Fills the database of `handle` with the bench's tree and `day`'s rounds; returns the root agent's id. */
export async function seedCommission(
  name: string,
  handle: DatabaseHandle,
  raw: RawConnection,
  volume: CommissionVolume,
  day: string,
): Promise<number> {
  const dayStartMs = shanghaiMidnightUtc(day).getTime();
  const firstId = (await maxId(handle, 'players')) + 1;
  let mark = performance.now();
  const lap = (what: string) => {
    console.log(`[${name}] ${what} in ${((performance.now() - mark) / 1000).toFixed(1)} s`);
    mark = performance.now();
  };
  const { joinedMs } = await writePlayers(raw, volume, firstId, dayStartMs);
  lap(`${volume.players.toLocaleString('en')} players and wallets written`);
  await writeRounds(raw, handle, volume, firstId, joinedMs, dayStartMs);
  lap(`${volume.rounds.toLocaleString('en')} rounds written`);
  await deriveTreeAndPerformance(raw, handle, firstId);
  lap('closure rows, performance and daily bets derived');
  if (handle.dialect === 'postgres') {
    for (const table of ['players', 'accounts', 'game_rounds'])
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        handle.db,
      );
    // What autovacuum would have done on a live site: statistics and the visibility map.
    const { rows } = await sql<{
      name: string;
    }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(handle.db);
    for (const { name: table } of rows) await sql`vacuum analyze ${sql.table(table)}`.execute(handle.db);
    lap('sequences and statistics');
  }
  return firstId;
}
