/**
 * The bench's settled day beside the commission rule's in-memory reference (commissionsOfTree)
 * over the whole tree: fast and wrong would be no figure at all.
 */
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../src/context';
import { commissionsOfTree, type TreeMember } from '../src/modules/agent/commission/commission-rule';
import { templateInForce } from '../src/modules/agent/templates/templates';

export interface ReferenceCheck {
  /** Agents the reference or the settlement pays more than 0. */
  paidAgents: number;
  referenceTotal: number;
  settledTotal: number;
  /** Agents whose settled amount (0 when no row) differs from the reference's. */
  mismatches: number;
}

/** Compares every agent's settled amount for `day` with the reference's. */
export async function checkAgainstReference(context: AppContext, day: string): Promise<ReferenceCheck> {
  const players = await context.db.selectFrom('players').select(['id', 'inviter_id']).execute();
  const members = new Map<number, TreeMember & { own: Map<number, MicroUsdt> }>(
    players.map((player) => [player.id, { inviterId: player.inviter_id, own: new Map() }]),
  );
  const performance = await context.db
    .selectFrom('player_daily_performance')
    .select(['player_id', 'game_type_id', 'stake'])
    .where('day', '=', day)
    .execute();
  for (const row of performance) members.get(row.player_id)?.own.set(row.game_type_id, microUsdt(Number(row.stake)));
  const reference = commissionsOfTree((await templateInForce(context.db, day)).template, members);
  const settled = await context.db
    .selectFrom('agent_commissions')
    .select(['agent_id', 'amount'])
    .where('day', '=', day)
    .execute();
  const settledAmount = new Map(settled.map((row) => [row.agent_id, Number(row.amount)]));
  const agents = new Set([...settledAmount.keys(), ...reference.keys()]);
  const check: ReferenceCheck = { paidAgents: 0, referenceTotal: 0, settledTotal: 0, mismatches: 0 };
  for (const agent of agents) {
    const expected = reference.get(agent)?.amount ?? 0;
    const actual = settledAmount.get(agent) ?? 0;
    if (expected > 0 || actual > 0) check.paidAgents += 1;
    check.referenceTotal += expected;
    check.settledTotal += actual;
    if (expected !== actual) check.mismatches += 1;
  }
  return check;
}
