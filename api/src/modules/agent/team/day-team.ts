/** A day's team performance of every agent: the day's own stakes, the inviter links above them, summed bottom-up. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { selectDayStakes } from '../../settlement';
import { selectInviters, type TeamPerformanceRow } from './day-team-store';
import { teamPerformanceRows } from './team-stakes';

/**
 * Loads the players who played on `day` and, level by level, every ancestor's inviter link (at most
 * one round of reads per level of the tree), then sums the teams in memory.
 */
export async function dayTeamPerformance(db: Kysely<Database>, day: string): Promise<TeamPerformanceRow[]> {
  const own = await selectDayStakes(db, day);
  const inviterOf = new Map<number, number | null>();
  let frontier = [...new Set(own.map((row) => row.player_id))];
  while (frontier.length > 0) {
    const found = await selectInviters(db, frontier);
    const next = new Set<number>();
    for (const [player, inviter] of found) {
      inviterOf.set(player, inviter);
      if (inviter !== null && !inviterOf.has(inviter)) next.add(inviter);
    }
    frontier = [...next].filter((player) => !inviterOf.has(player));
  }
  return teamPerformanceRows(own, inviterOf);
}
