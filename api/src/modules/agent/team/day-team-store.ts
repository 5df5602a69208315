/** SQL of a day's team performance: the inviter links above the players who played (their stakes: modules/settlement). */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** One agent's team performance in one category of a day, with the direct members' part of it (see team-stakes.ts). */
export interface TeamPerformanceRow {
  agent_id: number;
  inviter_id: number | null;
  game_type_id: number;
  team: MicroUsdt;
  direct: MicroUsdt;
}

/** The inviter of each of `ids` (primary-key reads, in chunks under the databases' parameter limits). */
export async function selectInviters(db: Db, ids: readonly number[]): Promise<Map<number, number | null>> {
  const inviters = new Map<number, number | null>();
  for (let start = 0; start < ids.length; start += 5_000) {
    const rows = await db
      .selectFrom('players')
      .select(['id', 'inviter_id'])
      .where('id', 'in', ids.slice(start, start + 5_000))
      .execute();
    for (const row of rows) inviters.set(Number(row.id), row.inviter_id === null ? null : Number(row.inviter_id));
  }
  return inviters;
}
