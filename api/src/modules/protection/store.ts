/** SQL of player protection (migration 017): settings and breaks, limits, events, deposit reviews. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { LimitKey, MicroUsdt } from 'shared-contracts';
import type { Dialect } from '../../db/dialect';
import { precompiled } from '../../db/precompiled';
import { outsideRoundKinds } from '../../db/partial-indexes';
import type { Database } from '../../db/schema';
import type { PlayerLimitsTable, PlayerProtectionTable } from '../../db/schema-protection';

type Db = Kysely<Database>;

// Every bet reads the player's protection: precompiled (db/precompiled.ts).
const protectionRowQuery = precompiled<{ playerId: number }, Selectable<PlayerProtectionTable>>((db, args) =>
  db.selectFrom('player_protection').selectAll().where('player_id', '=', args.playerId),
);

export function selectProtectionRow(db: Db, playerId: number) {
  return protectionRowQuery.first(db, { playerId });
}

/**
 * Makes sure the player's row exists (every writer calls this first), then locks it until the
 * transaction ends on PostgreSQL: one player's bets with a loss limit, and their limit and break
 * changes, are judged one after the other. SQLite runs one writing transaction at a time already.
 */
export async function lockProtectionRow(db: Db, dialect: Dialect, playerId: number, now: string) {
  await db
    .insertInto('player_protection')
    .values({ player_id: playerId, updated_at: now })
    .onConflict((conflict) => conflict.column('player_id').doNothing())
    .execute();
  const query = db.selectFrom('player_protection').selectAll().where('player_id', '=', playerId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

export function updateProtectionRow(
  db: Db,
  playerId: number,
  values: Omit<Updateable<Database['player_protection']>, 'player_id'> & { updated_at: string },
) {
  return db.updateTable('player_protection').set(values).where('player_id', '=', playerId).execute();
}

/** A query per list of keys: the callers' lists are a few constants. */
const limitRowsQueries = new Map<string, ReturnType<typeof limitRowsQuery>>();
const limitRowsQuery = (keys: readonly LimitKey[] | undefined) =>
  precompiled<{ playerId: number }, Selectable<PlayerLimitsTable>>((db, args) => {
    const query = db.selectFrom('player_limits').selectAll().where('player_id', '=', args.playerId);
    return keys ? query.where('limit_key', 'in', keys) : query;
  });

export async function selectLimitRows(db: Db, playerId: number, keys?: readonly LimitKey[]) {
  const name = keys ? keys.join(',') : '*';
  let query = limitRowsQueries.get(name);
  if (!query) limitRowsQueries.set(name, (query = limitRowsQuery(keys)));
  return (await query.execute(db, { playerId })).rows;
}

export function upsertLimitRow(
  db: Db,
  row: {
    player_id: number;
    limit_key: LimitKey;
    amount: MicroUsdt | null;
    pending_amount: MicroUsdt | null;
    pending_at: string | null;
    updated_at: string;
  },
) {
  const changes = {
    amount: row.amount,
    pending_amount: row.pending_amount,
    pending_at: row.pending_at,
    updated_at: row.updated_at,
  };
  return db
    .insertInto('player_limits')
    .values(row)
    .onConflict((conflict) => conflict.columns(['player_id', 'limit_key']).doUpdateSet(changes))
    .execute();
}

export function insertProtectionEvent(db: Db, row: Omit<Database['protection_events'], 'id'>) {
  return db.insertInto('protection_events').values(row).execute();
}

export function selectProtectionEvents(db: Db, playerId: number, limit: number) {
  return db
    .selectFrom('protection_events')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function selectOpenDepositReviews(db: Db, playerId: number) {
  return db
    .selectFrom('deposit_limit_reviews')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
}

/** The transfer kinds that are the player's own deposits (chain and pay channel); bonuses are not. */
export const DEPOSIT_TRANSFER_KINDS = ['deposit', 'channel_deposit'] as const;

/** The player's credited deposits since `since` (wallet entries of the deposit kinds), oldest first. */
export function selectDepositsSince(db: Db, walletAccountId: number, since: string) {
  return db
    .selectFrom('entries')
    .select(['amount', 'created_at'])
    .where('account_id', '=', walletAccountId)
    .where('kind', 'in', DEPOSIT_TRANSFER_KINDS)
    .where(outsideRoundKinds('kind'))
    .where('created_at', '>=', since)
    .where('amount', '>', 0 as MicroUsdt)
    .orderBy('created_at')
    .execute();
}

/**
 * The player's rounds opened since `since`, as stake and payout: an open round counts its whole
 * stake as lost until it settles; a held win counts once paid. Cancelled rounds hold 0 and 0.
 */
export function selectRoundsSince(db: Db, playerId: number, since: string) {
  return db
    .selectFrom('game_rounds')
    .select(['stake', 'payout', 'opened_at'])
    .where('player_id', '=', playerId)
    .where('opened_at', '>=', since)
    .execute();
}
