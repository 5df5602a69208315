/**
 * The guard of every approval (and rejection): a withdrawal whose hot-wallet payout may still land,
 * or may have landed, is never paid again nor its hold released, until an operator's verdict,
 * checked on chain, says that payout failed or never reached it. A legacy row that expired by
 * itself (no verdict) counts as unverified.
 */
import type { Kysely } from 'kysely';
import { apiMessages } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';
import { selectUndecidedPayout } from '../hot-wallet/verdict-store';

/** Refuses when the withdrawal has such a payout: being paid, 待核实, or unverified. Run it inside the decision's transaction too. */
export async function requireNoUndecidedPayout(db: Kysely<Database>, withdrawalId: number): Promise<void> {
  const payout = await selectUndecidedPayout(db, withdrawalId);
  if (!payout) return;
  if (payout.status === 'signed' || payout.status === 'broadcast') throw refuse(apiMessages.withdrawPaying);
  if (payout.status === 'unresolved') throw refuse(apiMessages.withdrawVerifyPending);
  throw refuse(apiMessages.withdrawPayoutUnverified);
}
