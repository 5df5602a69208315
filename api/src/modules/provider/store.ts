/** SQL of the provider callbacks: launches and game sessions, provider transactions, the per-bet lock, game types (rounds: rounds-store.ts). */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/dialect';
import { precompiled } from '../../db/precompiled';
import type { Database, ProviderTransactionsTable } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Launch rows that expired before `before`: long spent (a token is exchanged once, before its
 * expiry), and older than the launch statistics read. Nothing else refers to them.
 */
export async function deleteSpentLaunches(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('provider_launches')
    .where('expires_at', '<=', before.toISOString())
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

// Queries every bet or win runs are precompiled (db/precompiled.ts).
const sessionQuery = precompiled<{ tokenHash: string }, { player_id: number; provider: string; expires_at: string }>(
  (db, args) =>
    db
      .selectFrom('provider_sessions')
      .select(['player_id', 'provider', 'expires_at'])
      .where('token_hash', '=', args.tokenHash),
);

/** The game session of a session token (by its hash). */
export function selectSession(db: Db, tokenHash: string) {
  return sessionQuery.first(db, { tokenHash });
}

/**
 * Serialises every call about one bet (the bet, its wins, its rollbacks) on PostgreSQL, so a
 * win and a rollback racing for one bet cannot both apply. SQLite runs one writer at a time.
 */
export async function lockBet(db: Db, dialect: Dialect, provider: string, betTransactionId: string): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${betTransactionId}`}))`.execute(db);
}

type ProviderTransactionRow = Selectable<ProviderTransactionsTable>;

// Two lookups, each on its own index, not one OR: without statistics SQLite would scan the provider's rows.
const callRowsQuery = precompiled<
  { provider: string; transactionId: string; betTransactionId: string },
  ProviderTransactionRow
>((db, args) =>
  db
    .selectFrom('provider_transactions')
    .selectAll()
    .where('provider', '=', args.provider)
    .where('transaction_id', 'in', [args.transactionId, args.betTransactionId])
    .unionAll(
      db
        .selectFrom('provider_transactions')
        .selectAll()
        .where('provider', '=', args.provider)
        .where('bet_transaction_id', '=', args.betTransactionId),
    ),
);

/** What a money call is judged on: the provider's records of it, of its bet, and of what followed that bet. */
export interface CallRows {
  /** The call's own record: it was answered before, and this is a repeat. */
  own: ProviderTransactionRow | undefined;
  /** The record of the bet the call is about (for a bet, its own). */
  bet: ProviderTransactionRow | undefined;
  /** The wins and rollbacks that name the bet. */
  followUps: ProviderTransactionRow[];
}

/**
 * The rows a money call needs, in one query (every bet, win and rollback runs it, after the bet's
 * lock): on PostgreSQL each query is a round trip, a good part of a call's cost.
 */
export async function callRowsOf(
  db: Db,
  provider: string,
  transactionId: string,
  betTransactionId: string,
): Promise<CallRows> {
  const found = (await callRowsQuery.execute(db, { provider, transactionId, betTransactionId })).rows;
  // A repeated win or rollback is found twice: by its own id and as a follow-up of its bet.
  const rows = [...new Map(found.map((row) => [row.id, row])).values()];
  return {
    own: rows.find((row) => row.transaction_id === transactionId),
    bet: rows.find((row) => row.transaction_id === betTransactionId),
    followUps: rows.filter((row) => row.bet_transaction_id === betTransactionId),
  };
}

const followUpsQuery = precompiled<
  { provider: string; betTransactionId: string },
  { kind: ProviderTransactionsTable['kind']; transfer_id: number | null }
>((db, args) =>
  db
    .selectFrom('provider_transactions')
    .select(['kind', 'transfer_id'])
    .where('provider', '=', args.provider)
    .where('bet_transaction_id', '=', args.betTransactionId),
);

/** The rollbacks and wins that name a bet. */
export async function followUpsOf(db: Db, provider: string, betTransactionId: string) {
  return (await followUpsQuery.execute(db, { provider, betTransactionId })).rows;
}

type NewProviderTransaction = Omit<ProviderTransactionsTable, 'id'>;

const recordQuery = precompiled<NewProviderTransaction, never>((db, args) =>
  db.insertInto('provider_transactions').values({
    provider: args.provider,
    transaction_id: args.transaction_id,
    kind: args.kind,
    player_id: args.player_id,
    round_id: args.round_id,
    bet_transaction_id: args.bet_transaction_id,
    amount: args.amount,
    transfer_id: args.transfer_id,
    request_hash: args.request_hash,
    response_json: args.response_json,
    created_at: args.created_at,
  }),
);

/** A provider call, once, with its answer (JSON) for its repeats. */
export async function recordProviderTransaction(db: Db, row: NewProviderTransaction): Promise<void> {
  await recordQuery.execute(db, row);
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
