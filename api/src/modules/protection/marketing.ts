/**
 * No marketing for a player on a break (cool-off or self-exclusion): bonuses, rebates and red
 * packets are refused. Defence in depth — a break ends every session of the player and they
 * cannot log in, so this answers only a token that somehow outlived it.
 */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { isMarketingBlocked } from './guard';

/** Refuses (marketingOnBreak) a player on a break, before anything is read or written for the claim. */
export async function assertMarketingAllowed(context: AppContext, playerId: number): Promise<void> {
  if (await isMarketingBlocked(context.db, playerId, context.now())) throw refuse(apiMessages.marketingOnBreak);
}
