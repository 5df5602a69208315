/**
 * An operator paying a withdrawal by hand claims it first (POST …/:id/claim): from then until it
 * is approved or released, no other operator can reject it or pay it from the hot wallet, so a
 * payment made from an operator's own wallet is never followed by a second one. Recording the
 * verified payment (approve with chain_tx or reference) stays open to anyone: it only records
 * what the chain or the reference shows. Any operator may release a claim (one left by someone
 * gone); both are audited.
 */
import { apiMessages, type AdminWithdrawal } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { requireNoUndecidedPayout } from './payout-guard';
import { adminWithdrawalOf, auditDecision, lostClaim, requireInReview, requireWithdrawal } from './review';
import { setClaim } from './review-store';

/** POST /api/admin/withdrawals/:id/claim: only in review, with no undecided hot-wallet payout, and only when no other operator holds it. */
export async function claimWithdrawal(context: AppContext, operatorId: number, id: number): Promise<AdminWithdrawal> {
  requireInReview(await requireWithdrawal(context.db, id));
  // Paying by hand what a hot-wallet payout may have paid is the double payment this guards.
  await requireNoUndecidedPayout(context.db, id);
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await requireWithdrawal(trx, id);
    if (before.claimed_by === operatorId) return;
    await requireNoUndecidedPayout(trx, id);
    if (!(await setClaim(trx, id, { claimedBy: operatorId, at: at.toISOString() }))) throw await lostClaim(trx, id);
    await auditDecision(trx, { operatorId, before, at });
  });
  return adminWithdrawalOf(context.db, id);
}

/** POST /api/admin/withdrawals/:id/release: the claim is given back (nothing when there is none). */
export async function releaseWithdrawalClaim(
  context: AppContext,
  operatorId: number,
  id: number,
): Promise<AdminWithdrawal> {
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await requireWithdrawal(trx, id);
    if (before.claimed_by === null) return;
    if (before.state !== 'review') throw refuse(apiMessages.withdrawDecided);
    if (await setClaim(trx, id, { claimedBy: null, at: null })) await auditDecision(trx, { operatorId, before, at });
  });
  return adminWithdrawalOf(context.db, id);
}
