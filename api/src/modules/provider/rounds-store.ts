/**
 * SQL of game rounds as the provider calls move them (opened by a bet, settled by a win, cancelled by
 * rollbacks), and of the daily summary a settlement adds to in the same transaction.
 */
import { sql, type Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Dialect } from '../../db/dialect';
import { precompiled, type Markers } from '../../db/precompiled';
import type { Database, GameRoundsTable } from '../../db/schema';
import { addToDailyPerformance } from './performance-store';
import { addToDailyBets } from './daily-bets-store';

type Db = Kysely<Database>;

/** A game round as the provider calls move it: opened by a bet, settled by a win, cancelled by rollbacks. */
export interface RoundKey {
  provider: string;
  roundId: string;
  playerId: number;
}

type RoundStatus = GameRoundsTable['status'];
// Every bet, win and rollback runs these: precompiled (db/precompiled.ts), with the round's key as markers.
type KeyMarkers = Markers<RoundKey>;

const findRoundQuery = precompiled<RoundKey, { status: RoundStatus; game_code: string; stake: MicroUsdt }>(
  (db, key: KeyMarkers) =>
    db
      .selectFrom('game_rounds')
      .select(['status', 'game_code', 'stake'])
      .where('provider', '=', key.provider)
      .where('round_id', '=', key.roundId)
      .where('player_id', '=', key.playerId),
);

/** A round's status, game and stake so far (what a bet of it is judged on). */
export function findRound(db: Db, key: RoundKey) {
  return findRoundQuery.first(db, key);
}

/**
 * A bet adds its stake to the round, opening it on the first bet; false when the round is no longer
 * open. The caller checked that before, unlocked: on PostgreSQL a win may settle the round between
 * that check and this upsert, whose update then re-reads the row and must not add to a settled stake.
 */
export async function addStake(
  db: Db,
  key: RoundKey,
  game: { code: string; typeId: number },
  stake: MicroUsdt,
  now: Date,
): Promise<boolean> {
  const added = await addStakeQuery.first(db, {
    ...key,
    gameCode: game.code,
    gameTypeId: game.typeId,
    stake,
    openedAt: now.toISOString(),
  });
  return added !== undefined;
}

const addStakeQuery = precompiled<
  RoundKey & { gameCode: string; gameTypeId: number; stake: MicroUsdt; openedAt: string },
  { id: number }
>((db, args) =>
  db
    .insertInto('game_rounds')
    .values({
      provider: args.provider,
      round_id: args.roundId,
      player_id: args.playerId,
      game_code: args.gameCode,
      game_type_id: args.gameTypeId,
      stake: args.stake,
      payout: microUsdt(0),
      status: 'open',
      opened_at: args.openedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['provider', 'round_id', 'player_id'])
        .doUpdateSet({ stake: sql`game_rounds.stake + ${args.stake}` })
        .where('game_rounds.status', '=', 'open'),
    )
    .returning('id'),
);

const SUMMARY_COLUMNS = ['player_id', 'provider', 'game_type_id', 'opened_at', 'stake', 'payout'] as const;
type RoundSummary = Pick<GameRoundsTable, 'player_id' | 'provider' | 'game_type_id' | 'opened_at'> & {
  stake: MicroUsdt;
  payout: MicroUsdt;
};

/** Adds a payout to a round in `from` status, which it leaves settled; the round's summary after. */
const payoutQuery = (from: 'open' | 'settled') =>
  precompiled<RoundKey & { payout: MicroUsdt; settledAt: string }, RoundSummary>((db, args) =>
    db
      .updateTable('game_rounds')
      .set({ payout: sql`payout + ${args.payout}`, status: 'settled', settled_at: args.settledAt })
      .where('provider', '=', args.provider)
      .where('round_id', '=', args.roundId)
      .where('player_id', '=', args.playerId)
      .where('status', '=', from)
      .returning(SUMMARY_COLUMNS),
  );
const settleOpenRoundQuery = payoutQuery('open');
const addToSettledRoundQuery = payoutQuery('settled');

/**
 * A win (0 for a lost round) settles the round; the same transaction adds it to the player's daily
 * summary. The open → settled transition (found by `status = 'open'` in the update itself, so of two
 * wins racing on PostgreSQL the second re-reads the row after the first commits and finds it settled)
 * adds the round, its final stake and its payout; a later win, or a held win paid later, adds its
 * payout only. Bets are refused and rollbacks touch only open rounds, so the stake is final here.
 */
export async function addPayout(db: Db, key: RoundKey, payout: MicroUsdt, now: Date): Promise<void> {
  const settledAt = now.toISOString();
  const settled = await settleOpenRoundQuery.first(db, { ...key, payout, settledAt });
  if (settled) {
    // The stake is final now: the agent programme counts it on the day it settled.
    await addToDailyPerformance(db, settled, now);
    return addToDailyBets(db, { ...settled, rounds: 1 });
  }
  // Already settled (a cancelled round takes no win: each of its bets was rolled back).
  const later = await addToSettledRoundQuery.first(db, { ...key, payout, settledAt });
  // No round to pay into: the callers' checks make it impossible; should it happen, no money moves.
  if (!later) throw new Error(`win on a round that is neither open nor settled: ${key.provider}:${key.roundId}`);
  if (payout > 0) await addToDailyBets(db, { ...later, rounds: 0, stake: microUsdt(0), payout });
}

/** A rollback takes its bet's stake back; a round with nothing left staked is cancelled. */
export async function removeStake(db: Db, key: RoundKey, stake: MicroUsdt, now: Date): Promise<void> {
  await db
    .updateTable('game_rounds')
    .set({
      stake: sql`stake - ${stake}`,
      status: sql`case when stake - ${stake} = 0 and payout = 0 then 'cancelled' else status end`,
      settled_at: sql`case when stake - ${stake} = 0 and payout = 0 then ${now.toISOString()} else settled_at end`,
    })
    .where('provider', '=', key.provider)
    .where('round_id', '=', key.roundId)
    .where('player_id', '=', key.playerId)
    .execute();
}

/**
 * A round's stake, paid wins and status; locked on PostgreSQL, so the wins and rollbacks of one
 * round (several bets) are judged one after the other.
 */
export function lockRound(db: Db, dialect: Dialect, key: RoundKey) {
  return (dialect === 'postgres' ? lockRoundQuery : readRoundQuery).first(db, key);
}

const roundMoneyQuery = (lock: boolean) =>
  precompiled<RoundKey, { stake: MicroUsdt; payout: MicroUsdt; status: RoundStatus }>((db, key: KeyMarkers) => {
    const query = db
      .selectFrom('game_rounds')
      .select(['stake', 'payout', 'status'])
      .where('provider', '=', key.provider)
      .where('round_id', '=', key.roundId)
      .where('player_id', '=', key.playerId);
    return lock ? query.forUpdate() : query;
  });
const lockRoundQuery = roundMoneyQuery(true);
const readRoundQuery = roundMoneyQuery(false);
