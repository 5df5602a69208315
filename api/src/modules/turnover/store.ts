/** SQL of turnover requirements and the settled stakes that meet them. */
import { sql, type Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import { settledRounds } from '../../db/partial-indexes';
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

/** When the player's requirements were last closed (null: never): stakes before it met those. */
export async function selectLastClosed(db: Db, playerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('turnover_requirements')
    .select(sql<string | null>`max(closed_at)`.as('last'))
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row?.last ?? null;
}

/** The player's open requirements: their ids, the sum required and the earliest creation time. */
export async function selectOpenRequirements(db: Db, playerId: number) {
  const rows = await db
    .selectFrom('turnover_requirements')
    .select(['id', 'required', 'created_at'])
    .where('player_id', '=', playerId)
    .where('closed_at', 'is', null)
    .execute();
  const earliest = rows.reduce<string | null>(
    (first, row) => (first === null || row.created_at < first ? row.created_at : first),
    null,
  );
  return { ids: rows.map((row) => row.id), required: rows.reduce((sum, row) => sum + row.required, 0), earliest };
}

/** Closes exactly the requirements `ids` (those a request read and found met). */
export async function closeRequirements(db: Db, ids: readonly number[], closedAt: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('turnover_requirements')
    .set({ closed_at: closedAt })
    .where('id', 'in', [...ids])
    .where('closed_at', 'is', null)
    .execute();
}

/** Σ stake of the player's rounds settled at or after `since`. */
export async function selectStakedSince(db: Db, playerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('game_rounds')
    .select(sql<number>`coalesce(sum(stake), 0)`.as('staked'))
    .where('player_id', '=', playerId)
    .where(settledRounds())
    .where('settled_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.staked);
}

/** Deletes the open requirement of `source` (none when it was met and closed); answers what it required (0: none). */
export async function deleteOpenRequirement(db: Db, source: string): Promise<MicroUsdt> {
  const removed = await db
    .deleteFrom('turnover_requirements')
    .where('source', '=', source)
    .where('closed_at', 'is', null)
    .returning('required')
    .executeTakeFirst();
  return microUsdt(Number(removed?.required ?? 0));
}
