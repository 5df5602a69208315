/**
 * The demo site's invite tree: a few players registered under the demo player through the auth
 * service (so the closure rows of agent_tree are written as at any registration), for /Agent and
 * /lowerList to show members. No money and no play: their commission comes only from real rounds.
 */
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { registerPlayerDirectly } from '../modules/auth/service';
import { hasTeam, selectPlayerIdByUsername } from './store';

/** Username → inviter's username; parents come before their members. */
export const DEMO_AGENT_TREE: ReadonlyArray<{ username: string; inviter: string }> = [
  { username: 'demoagent01', inviter: 'demoplayer01' },
  { username: 'demoagent02', inviter: 'demoplayer01' },
  { username: 'demomember01', inviter: 'demoagent01' },
  { username: 'demomember02', inviter: 'demoagent01' },
  { username: 'demomember03', inviter: 'demomember01' },
];

/**
 * Registers the tree's players under the demo player `root`, each with the demo password. Left
 * alone when the demo player is missing or has a team already, or a name of the tree is taken, so
 * a demo database seeded before the tree existed gets it once and no player is ever moved.
 */
export async function seedDemoAgentTree(context: AppContext, root: string, password: string): Promise<void> {
  const rootId = await selectPlayerIdByUsername(context.db, root);
  if (rootId === undefined || (await hasTeam(context.db, rootId))) return;
  for (const member of DEMO_AGENT_TREE)
    if ((await selectPlayerIdByUsername(context.db, member.username)) !== undefined) return;
  const ids = new Map([[root, rootId]]);
  for (const member of DEMO_AGENT_TREE) {
    const inviterId = ids.get(member.inviter);
    if (inviterId === undefined) throw new Error(`demo tree: ${member.inviter} comes after ${member.username}`);
    try {
      const ageConfirmedAt = context.now();
      const player = await registerPlayerDirectly(context, member.username, password, inviterId, { ageConfirmedAt });
      ids.set(member.username, player.id);
    } catch (error) {
      // Another API process starting at the same moment seeds the same tree: its rows stand.
      if (isUniqueViolation(error)) return;
      throw error;
    }
  }
}
