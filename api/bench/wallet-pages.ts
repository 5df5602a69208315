/**
 * Pages each wallet call writes to SQLite's log, counted, not timed: every player bets at once (one
 * group commit), then every player's win settles it (another), round after round, with automatic
 * checkpoints off so the log only grows. The same calls in the same batches give the same count on
 * any machine, so an index or a statement more or less shows here when calls a second are noise.
 */
import { statSync } from 'node:fs';
import { sql } from 'kysely';
import type { AppContext } from '../src/context';
import { SQLITE_AUTOCHECKPOINT_PAGES } from '../src/db/database';
import type { BenchPlayer } from './wallet-players';
import { playerRound } from './wallet-rounds';

const WAL_HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 24;

export interface PagesPerCall {
  bet: number;
  win: number;
  /** Calls in each batch (one commit): every player's bet, then every player's win. */
  batch: number;
}

async function logFrames(context: AppContext, walFile: string): Promise<number> {
  const pageSize = (await sql<{ page_size: number }>`pragma page_size`.execute(context.db)).rows[0]!.page_size;
  const bytes = statSync(walFile, { throwIfNoEntry: false })?.size ?? 0;
  return Math.max(0, (bytes - WAL_HEADER_BYTES) / (pageSize + FRAME_HEADER_BYTES));
}

/** Every player bets, then every player's win settles the bet: two batches; their log pages. */
async function playRound(context: AppContext, walFile: string, players: BenchPlayer[], round: number) {
  const play = playerRound(context, players, round);
  const start = await logFrames(context, walFile);
  await play.bets();
  const betsLogged = await logFrames(context, walFile);
  await play.wins();
  const winsLogged = await logFrames(context, walFile);
  return { betFrames: betsLogged - start, winFrames: winsLogged - betsLogged };
}

/**
 * Pages logged per bet and per win (SQLite only), over `rounds` rounds of every player after
 * `warmUp` rounds not counted: the players' indexes first grow to many pages, as a live site's
 * have, so that each player's rows sit in pages of their own as they do there.
 */
export async function sqlitePagesPerCall(
  context: AppContext,
  databaseFile: string,
  players: BenchPlayer[],
  { warmUp, rounds }: { warmUp: number; rounds: number },
): Promise<PagesPerCall> {
  const walFile = `${databaseFile}-wal`;
  for (let round = 0; round < warmUp; round += 1) await playRound(context, walFile, players, round);
  // Start from an empty log that nothing empties meanwhile.
  await sql`pragma wal_checkpoint(truncate)`.execute(context.db);
  await sql`pragma wal_autocheckpoint = 0`.execute(context.db);
  let [betFrames, winFrames] = [0, 0];
  try {
    for (let round = warmUp; round < warmUp + rounds; round += 1) {
      const logged = await playRound(context, walFile, players, round);
      betFrames += logged.betFrames;
      winFrames += logged.winFrames;
    }
  } finally {
    await sql.raw(`pragma wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`).execute(context.db);
  }
  const calls = rounds * players.length;
  return { bet: betFrames / calls, win: winFrames / calls, batch: players.length };
}
