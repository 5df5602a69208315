/**
 * SQL of 下级列表's rows: direct members a page at a time (players_inviter_idx), a member's place in
 * a team (the closure's primary key), and the team sizes and own stakes of a page's members in
 * one query each.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DayRange } from '../commission/figures-store';

type Db = Kysely<Database>;

/** Where a page of direct members starts: below this join time, or at it below this id. */
export interface MemberKeyset {
  at: string;
  id: number;
}

/** Direct members of the agent, newest first by (created_at, id), after `after`; `limit` of them. */
export function selectDirectMembers(db: Db, agentId: number, after: MemberKeyset | undefined, limit: number) {
  let query = db.selectFrom('players').select(['id', 'created_at']).where('inviter_id', '=', agentId);
  if (after)
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '<', after.id)])]),
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The member's depth below the agent and join time, if the member is in the agent's team at all. */
export function selectTeamMember(db: Db, agentId: number, memberId: number) {
  return db
    .selectFrom('agent_tree')
    .select(['depth', 'joined_at'])
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .executeTakeFirst();
}

/** Team sizes of several agents (absent: no team). */
export async function countTeams(db: Db, agentIds: readonly number[]): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('agent_tree')
    .select(['ancestor_id', sql<number | string>`count(*)`.as('total')])
    .where('ancestor_id', 'in', agentIds)
    .groupBy('ancestor_id')
    .execute();
  return new Map(rows.map((row) => [row.ancestor_id, Number(row.total)]));
}

function ownDays(db: Db, playerIds: readonly number[], days: DayRange) {
  let query = db
    .selectFrom('player_daily_performance')
    .where('player_id', 'in', playerIds)
    .where('day', '<=', days.endDate);
  if (days.startDate !== null) query = query.where('day', '>=', days.startDate);
  return query;
}

const stake = sql<number | string>`coalesce(sum(stake), 0)`;

/** Each player's own valid stake over the days (absent: none). */
export async function sumOwnStakes(db: Db, playerIds: readonly number[], days: DayRange): Promise<Map<number, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await ownDays(db, playerIds, days)
    .select(['player_id', stake.as('stake')])
    .groupBy('player_id')
    .execute();
  return new Map(rows.map((row) => [row.player_id, Number(row.stake)]));
}

/** One player's own valid stake over the days per game category. */
export async function sumOwnStakeByCategory(db: Db, playerId: number, days: DayRange): Promise<Map<number, number>> {
  const rows = await ownDays(db, [playerId], days)
    .select(['game_type_id', stake.as('stake')])
    .groupBy('game_type_id')
    .execute();
  return new Map(rows.map((row) => [row.game_type_id, Number(row.stake)]));
}
