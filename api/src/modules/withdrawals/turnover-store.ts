/** SQL of turnover requirements and the settled stakes that meet them. */
import { sql, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Adds a requirement once per source (a replayed credit adds nothing). */
export async function insertRequirement(
  db: Db,
  row: { player_id: number; source: string; amount: MicroUsdt; required: MicroUsdt; created_at: string },
): Promise<void> {
  await db
    .insertInto('turnover_requirements')
    .values(row)
    .onConflict((conflict) => conflict.column('source').doNothing())
    .execute();
}

/** The requirements created after `clearedAt` (all when null): their sum, count, earliest and latest times. */
export async function selectOpenRequirements(db: Db, playerId: number, clearedAt: string | null) {
  let query = db
    .selectFrom('turnover_requirements')
    .select([
      sql<number>`coalesce(sum(required), 0)`.as('required'),
      sql<number>`count(*)`.as('open'),
      sql<string | null>`min(created_at)`.as('earliest'),
      sql<string | null>`max(created_at)`.as('latest'),
    ])
    .where('player_id', '=', playerId);
  if (clearedAt !== null) query = query.where('created_at', '>', clearedAt);
  const row = await query.executeTakeFirstOrThrow();
  return { required: Number(row.required), open: Number(row.open), earliest: row.earliest, latest: row.latest };
}

/** Σ stake of the player's rounds settled at or after `since`. */
export async function selectStakedSince(db: Db, playerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('game_rounds')
    .select(sql<number>`coalesce(sum(stake), 0)`.as('staked'))
    .where('player_id', '=', playerId)
    .where('status', '=', 'settled')
    .where('settled_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.staked);
}

export async function setTurnoverCleared(db: Db, playerId: number, clearedAt: string): Promise<void> {
  await db.updateTable('players').set({ turnover_cleared_at: clearedAt }).where('id', '=', playerId).execute();
}

export async function selectTurnoverCleared(db: Db, playerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('players')
    .select('turnover_cleared_at')
    .where('id', '=', playerId)
    .executeTakeFirst();
  return row?.turnover_cleared_at ?? null;
}
