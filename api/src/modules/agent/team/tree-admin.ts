/** The operator's view of one agent: who they are in the tree, their upline to the top, their direct members. */
import { apiMessages, formatUsdt, microUsdt, type AgentTreeResult } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { selectAgentSummary, selectDirectsPage, selectUpline } from './tree-admin-store';

/**
 * GET /api/admin/agents/:id/tree: the agent (team size, commission unclaimed and in all), the upline
 * from the direct inviter up, and a page of direct members (newest first). Every player is an
 * agent; an id no player has is refused (agentNotFound, 404).
 */
export async function agentTree(
  context: AppContext,
  query: { id: number; page: number; size: number },
): Promise<AgentTreeResult> {
  const agent = await selectAgentSummary(context.db, query.id);
  if (!agent) throw refuse(apiMessages.agentNotFound, 404);
  const [upline, directs] = await Promise.all([
    selectUpline(context.db, query.id),
    selectDirectsPage(context.db, query.id, query.size, (query.page - 1) * query.size),
  ]);
  return {
    agent: {
      id: agent.id,
      username: agent.username,
      joined_at: agent.createdAt,
      team_size: agent.teamSize,
      unclaimed_commission: formatUsdt(microUsdt(agent.unclaimed)),
      total_commission: formatUsdt(microUsdt(agent.total)),
    },
    upline,
    directs_total: directs.total,
    directs: directs.rows,
  };
}
