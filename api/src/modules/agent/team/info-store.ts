/**
 * SQL of /Agent (broker/info). It must stay fast for an agent with a team of 100,000: every query
 * is a count over an index range or a primary-key read, none does work per team member.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The agent's own row: invite code and upline. */
export function selectAgentPlayer(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select(['id', 'invite_code', 'inviter_id'])
    .where('id', '=', playerId)
    .executeTakeFirst();
}

const count = sql<number | string>`count(*)`;

/** Members at any depth: a count over the agent's range of the closure's primary key. */
export async function countTeam(db: Db, agentId: number): Promise<number> {
  const row = await db
    .selectFrom('agent_tree')
    .select(count.as('total'))
    .where('ancestor_id', '=', agentId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Members at any depth who joined in [fromUtc, toUtc): a range of agent_tree_joined_idx. */
export async function countTeamJoined(db: Db, agentId: number, fromUtc: string, toUtc: string): Promise<number> {
  const row = await db
    .selectFrom('agent_tree')
    .select(count.as('total'))
    .where('ancestor_id', '=', agentId)
    .where('joined_at', '>=', fromUtc)
    .where('joined_at', '<', toUtc)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface DirectCounts {
  members: number;
  agents: number;
  newMembers: number;
  newAgents: number;
}

/**
 * Direct members (players_inviter_idx), those with a member of their own (one probe of the same
 * index each) and those who joined at or after `since`.
 */
export async function countDirectMembers(db: Db, agentId: number, since: string): Promise<DirectCounts> {
  const { rows } = await sql<Record<'members' | 'agents' | 'new_members' | 'new_agents', number | string | null>>`
    select count(*) as members,
      sum(has_members) as agents,
      sum(case when created_at >= ${since} then 1 else 0 end) as new_members,
      sum(case when created_at >= ${since} then has_members else 0 end) as new_agents
    from (
      select p.created_at,
        case when exists (select 1 from players c where c.inviter_id = p.id) then 1 else 0 end as has_members
      from players p where p.inviter_id = ${agentId}
    ) direct
  `.execute(db);
  const row = rows[0];
  return {
    members: Number(row?.members ?? 0),
    agents: Number(row?.agents ?? 0),
    newMembers: Number(row?.new_members ?? 0),
    newAgents: Number(row?.new_agents ?? 0),
  };
}

/** The agent's estimate of a day, if the job has computed one. */
export function selectEstimate(db: Db, agentId: number, day: string) {
  return db
    .selectFrom('agent_estimates')
    .select(['team_performance', 'direct_performance', 'amount', 'computed_at'])
    .where('agent_id', '=', agentId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/** The agent's settled commission of a day, if a row was written. */
export function selectCommission(db: Db, agentId: number, day: string) {
  return db
    .selectFrom('agent_commissions')
    .select(['amount'])
    .where('agent_id', '=', agentId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/** The settlement run of a day ('running' or 'settled'), if one started. */
export async function selectDayStatus(db: Db, day: string): Promise<string | null> {
  const row = await db.selectFrom('commission_days').select('status').where('day', '=', day).executeTakeFirst();
  return row?.status ?? null;
}
