/** SQL of the loss limits at the game: a player's net loss in each window, summed by the database. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The net loss (stake − payout) of the player's rounds opened since each window's start (ISO UTC),
 * by key: one pass over the longest window on the index (player_id, opened_at). The same rounds and
 * arithmetic as selectRoundsSince with usedInWindow (an open round counts its stake as lost), without
 * carrying 30 days of rounds to the bet that asks.
 */
export async function sumLossesSince<K extends string>(
  db: Kysely<Database>,
  playerId: number,
  windows: ReadonlyArray<{ key: K; since: string }>,
): Promise<Map<K, number>> {
  const sums = new Map<K, number>();
  if (windows.length === 0) return sums;
  const earliest = windows.reduce((first, window) => (window.since < first ? window.since : first), windows[0]!.since);
  const columns = windows.map(({ since }, index) =>
    sql<
      number | string | null
    >`sum(case when ${sql.ref('opened_at')} >= ${since} then ${sql.ref('stake')} - ${sql.ref('payout')} else 0 end)`.as(
      `loss_${index}`,
    ),
  );
  const row = (await db
    .selectFrom('game_rounds')
    .select(columns)
    .where('player_id', '=', playerId)
    .where('opened_at', '>=', earliest)
    .executeTakeFirst()) as Record<string, number | string | null> | undefined;
  // No round in the window: the sums are null (PostgreSQL's numeric comes as text).
  windows.forEach(({ key }, index) => sums.set(key, Number(row?.[`loss_${index}`] ?? 0)));
  return sums;
}
