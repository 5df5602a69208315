/** SQL of the operator's view of one agent's tree: the agent, their upline, their direct members by page. */
import { sql, type Kysely } from 'kysely';
import { COMMISSION_STATUS } from 'shared-contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The player with their team's size (closure rows below them) and their commission unclaimed and in all. */
export async function selectAgentSummary(db: Db, playerId: number) {
  const row = await db
    .selectFrom('players as p')
    .select(['p.id', 'p.username', 'p.created_at'])
    .select((eb) => [
      eb
        .selectFrom('agent_tree as t')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('t.ancestor_id', '=', 'p.id')
        .as('team_size'),
      eb
        .selectFrom('agent_commissions as c')
        .select(sql<number>`coalesce(sum(c.amount), 0)`.as('n'))
        .whereRef('c.agent_id', '=', 'p.id')
        .where('c.status', '=', COMMISSION_STATUS.unclaimed)
        .as('unclaimed'),
      eb
        .selectFrom('agent_commissions as c')
        .select(sql<number>`coalesce(sum(c.amount), 0)`.as('n'))
        .whereRef('c.agent_id', '=', 'p.id')
        .as('total'),
    ])
    .where('p.id', '=', playerId)
    .executeTakeFirst();
  if (!row) return undefined;
  // PostgreSQL answers count(*) as bigint and a sum of bigint as numeric text.
  return {
    id: row.id,
    username: row.username,
    createdAt: row.created_at,
    teamSize: Number(row.team_size ?? 0),
    unclaimed: Number(row.unclaimed ?? 0),
    total: Number(row.total ?? 0),
  };
}

/**
 * Everyone above the player, from the direct inviter (depth 1) to the top. Driven from the closure
 * rows of the player (agent_tree_descendant_idx) with each name looked up by key: a join left
 * PostgreSQL free to scan every player when the table's statistics are missing (after a bulk load).
 */
export async function selectUpline(db: Db, playerId: number) {
  const rows = await db
    .selectFrom('agent_tree as t')
    .select((eb) => [
      't.ancestor_id as id',
      eb.selectFrom('players as p').select('p.username').whereRef('p.id', '=', 't.ancestor_id').as('username'),
    ])
    .where('t.descendant_id', '=', playerId)
    .orderBy('t.depth', 'asc')
    .execute();
  // Every ancestor is a player (a foreign key): the name is never missing.
  return rows.map((row) => ({ id: row.id, username: row.username ?? '' }));
}

/**
 * A page of the player's direct members, newest first, each with their own team's size, and how
 * many there are: by players.inviter_id (indexed), which reads only the directs, where the closure
 * rows of depth 1 would be picked out of the whole team.
 */
export async function selectDirectsPage(db: Db, playerId: number, limit: number, offset: number) {
  const rows = await db
    .selectFrom('players as p')
    .select(['p.id', 'p.username', 'p.created_at as joined_at'])
    .select((eb) =>
      eb
        .selectFrom('agent_tree as below')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('below.ancestor_id', '=', 'p.id')
        .as('team_size'),
    )
    .where('p.inviter_id', '=', playerId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counted = await db
    .selectFrom('players')
    .select(sql<number>`count(*)`.as('total'))
    .where('inviter_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({ ...row, team_size: Number(row.team_size ?? 0) })),
  };
}
