/** SQL of the provider callbacks: launches and game sessions, provider transactions, the per-bet lock, rounds, game types. */
import { sql, type Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Dialect } from '../../db/dialect';
import type { Database, ProviderTransactionsTable } from '../../db/schema';

type Db = Kysely<Database>;

/** Launch tokens that can never be exchanged again: used, or past their expiry. Nothing refers to them. */
export async function deleteSpentLaunches(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('provider_launches')
    .where((row) => row.or([row('expires_at', '<=', now.toISOString()), row('used_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Game sessions past their expiry. Only bets and balance calls read a session, and only a live one;
 * wins and rollbacks, rounds and transactions never refer to it, so nothing that moves or records
 * money needs the row.
 */
export async function deleteExpiredGameSessions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('provider_sessions')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** The player and game a launch token (by its hash) was issued for, if it is one of this provider's. */
export function selectLaunch(db: Db, provider: string, tokenHash: string) {
  return db
    .selectFrom('provider_launches')
    .select(['player_id', 'game_code'])
    .where('token_hash', '=', tokenHash)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** Marks a live launch token used; true when this call did (of two exchanges of one token, one does). */
export async function claimLaunch(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('provider_launches')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function insertSession(
  db: Db,
  session: {
    tokenHash: string;
    playerId: number;
    provider: string;
    gameCode: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('provider_sessions')
    .values({
      token_hash: session.tokenHash,
      player_id: session.playerId,
      provider: session.provider,
      game_code: session.gameCode,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
}

/** The game session of a session token (by its hash). */
export function selectSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('provider_sessions')
    .select(['player_id', 'provider', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Serialises every call about one bet (the bet, its wins, its rollbacks) on PostgreSQL, so a
 * win and a rollback racing for one bet cannot both apply. SQLite runs one writer at a time.
 */
export async function lockBet(db: Db, dialect: Dialect, provider: string, betTransactionId: string): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${betTransactionId}`}))`.execute(db);
}

export function findProviderTransaction(db: Db, provider: string, transactionId: string) {
  return db
    .selectFrom('provider_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** The rollbacks and wins that name a bet. */
export function followUpsOf(db: Db, provider: string, betTransactionId: string) {
  return db
    .selectFrom('provider_transactions')
    .select(['kind', 'transfer_id'])
    .where('provider', '=', provider)
    .where('bet_transaction_id', '=', betTransactionId)
    .execute();
}

/** A provider call, once, with its answer (JSON) for its repeats. */
export async function recordProviderTransaction(db: Db, row: Omit<ProviderTransactionsTable, 'id'>): Promise<void> {
  await db.insertInto('provider_transactions').values(row).execute();
}

/** The category of a provider's game; 0 when our catalogue does not list it (its rounds still count, uncategorised). */
export async function gameTypeOf(db: Db, provider: string, gameCode: string): Promise<number> {
  const game = await db
    .selectFrom('games')
    .innerJoin('game_platforms', 'game_platforms.id', 'games.plat_type_id')
    .select('games.game_type_id')
    .where('game_platforms.code', '=', provider)
    .where('games.game_code', '=', gameCode)
    .executeTakeFirst();
  return game?.game_type_id ?? 0;
}

/** A game round as the provider calls move it: opened by a bet, settled by a win, cancelled by rollbacks. */
export interface RoundKey {
  provider: string;
  roundId: string;
  playerId: number;
}

export function findRound(db: Db, key: RoundKey) {
  return db
    .selectFrom('game_rounds')
    .select(['status', 'game_code'])
    .where('provider', '=', key.provider)
    .where('round_id', '=', key.roundId)
    .where('player_id', '=', key.playerId)
    .executeTakeFirst();
}

/** A bet adds its stake to the round, opening it on the first bet. */
export async function addStake(
  db: Db,
  key: RoundKey,
  game: { code: string; typeId: number },
  stake: MicroUsdt,
  now: Date,
): Promise<void> {
  await db
    .insertInto('game_rounds')
    .values({
      provider: key.provider,
      round_id: key.roundId,
      player_id: key.playerId,
      game_code: game.code,
      game_type_id: game.typeId,
      stake,
      payout: microUsdt(0),
      status: 'open',
      opened_at: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'round_id', 'player_id']).doUpdateSet({ stake: sql`game_rounds.stake + ${stake}` }),
    )
    .execute();
}

/** A win (0 for a lost round) settles the round. */
export async function addPayout(db: Db, key: RoundKey, payout: MicroUsdt, now: Date): Promise<void> {
  await db
    .updateTable('game_rounds')
    .set({ payout: sql`payout + ${payout}`, status: 'settled', settled_at: now.toISOString() })
    .where('provider', '=', key.provider)
    .where('round_id', '=', key.roundId)
    .where('player_id', '=', key.playerId)
    .execute();
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
  const query = db
    .selectFrom('game_rounds')
    .select(['stake', 'payout', 'status'])
    .where('provider', '=', key.provider)
    .where('round_id', '=', key.roundId)
    .where('player_id', '=', key.playerId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}
