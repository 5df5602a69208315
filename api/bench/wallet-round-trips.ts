/**
 * Round trips each wallet call makes to PostgreSQL, counted, not timed: every query a pg client of
 * this process sends is one (a text of two statements, as group commit's release-and-savepoint, is
 * one). Counted over rounds in which every player bets at once, then every player's win settles
 * the bet, so each lane's begin and commit are shared by its batch, as under load.
 */
import pg from 'pg';
import type { AppContext } from '../src/context';
import type { BenchPlayer } from './wallet-players';
import { playerRound } from './wallet-rounds';

let sent = 0;
let counting = false;

/**
 * Counts the queries of every pg client of this process from now on. Call it before the first
 * connection is made: the API binds each client's query function when the client connects.
 */
export function countPostgresQueries(): void {
  if (counting) return;
  counting = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    sent += 1;
    return query.apply(this, args);
  };
}

export interface RoundTripsPerCall {
  bet: number;
  win: number;
  batch: number;
}

/** Round trips per bet and per win over `rounds` rounds of every player (countPostgresQueries first). */
export async function postgresRoundTripsPerCall(
  context: AppContext,
  players: BenchPlayer[],
  rounds: number,
): Promise<RoundTripsPerCall> {
  if (!counting) throw new Error('countPostgresQueries() was not called before the API connected');
  let [bet, win] = [0, 0];
  for (let round = 0; round < rounds; round += 1) {
    const play = playerRound(context, players, round);
    const start = sent;
    await play.bets();
    const afterBets = sent;
    await play.wins();
    bet += afterBets - start;
    win += sent - afterBets;
  }
  const calls = rounds * players.length;
  return { bet: bet / calls, win: win / calls, batch: players.length };
}
