/** SQL of 我的收入 (broker/player/log): an agent's daily commission rows and claims, newest first, and their totals. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** Σ amount per status of the agent's daily rows (agent_commissions_status_idx: agent_id, status). */
export async function sumCommissionsByStatus(db: Db, agentId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('agent_commissions')
    .select(['status', sql<number | string>`coalesce(sum(amount), 0)`.as('amount')])
    .where('agent_id', '=', agentId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.amount)]));
}

/** The agent's daily rows before `beforeDay` (all when undefined), newest day first, `limit` of them. */
export function selectCommissionPage(db: Db, agentId: number, beforeDay: string | undefined, limit: number) {
  let query = db
    .selectFrom('agent_commissions')
    .select([
      'day',
      'team_performance',
      'direct_performance',
      'categories_json',
      'gross',
      'deduction',
      'amount',
      'status',
    ])
    .where('agent_id', '=', agentId);
  if (beforeDay !== undefined) query = query.where('day', '<', beforeDay);
  return query.orderBy('day', 'desc').limit(limit).execute();
}

/** The agent's claims with an id below `beforeId` (all when undefined), newest first (commission_claims_player_idx). */
export function selectClaimPage(db: Db, agentId: number, beforeId: number | undefined, limit: number) {
  let query = db
    .selectFrom('commission_claims')
    .select(['id', 'amount', 'days', 'created_at'])
    .where('player_id', '=', agentId);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
