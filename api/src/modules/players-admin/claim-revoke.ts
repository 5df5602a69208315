/**
 * Revoking a wrongly paid promotion bonus (issue 43): one debit of the claim's amount from the
 * player's wallet back to the promotion expense (ledger kind 'bonus_revoke', so reports and the
 * dashboard net it off the bonuses), capped at the balance (the player may have spent some), with the
 * claim's open turnover requirement removed — all in one transaction, audited. Once a claim: a
 * second revoke is refused. Here in the admin tier, as it reaches both the ledger and the claims.
 */
import { formatUsdt, microUsdt, moneyControlMessages, type ClaimRevocation } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { accountId, balanceOf, movement, PLATFORM_ACCOUNTS, postTransfer, walletAccountId } from '../ledger';
import { bonusTurnoverSource, removeTurnoverRequirementIn } from '../turnover';
import { lockPlayerRow } from '../withdrawals';
import {
  insertRevocation,
  selectPlayerClaim,
  selectPlayerRevocations,
  selectRevocation,
  type RevocationRow,
} from './claim-revoke-store';

/** The ledger kind of a revoked bonus (records/kinds.ts names it and counts it under bonuses). */
export const BONUS_REVOKE_KIND = 'bonus_revoke';

function shownRevocation(row: RevocationRow): ClaimRevocation {
  return {
    claim_id: row.claim_id,
    player_id: row.player_id,
    claim_amount: formatUsdt(microUsdt(Number(row.claim_amount))),
    debited: formatUsdt(microUsdt(Number(row.debited))),
    turnover_removed: formatUsdt(microUsdt(Number(row.turnover_removed))),
    transfer_id: row.transfer_id,
    reason: row.reason,
    revoked_by: row.revoked_by,
    revoked_by_name: row.revoked_by_name,
    created_at: row.created_at,
  };
}

/** GET /api/admin/players/:id/claim-revocations. */
export async function listClaimRevocations(context: AppContext, playerId: number) {
  return { list: (await selectPlayerRevocations(context.db, playerId)).map(shownRevocation) };
}

/** POST /api/admin/players/:id/promotion-claims/:claim_id/revoke (财务, 超级管理员). */
export async function revokeClaim(
  context: AppContext,
  operatorId: number,
  input: { id: number; claim_id: number; reason: string },
): Promise<ClaimRevocation> {
  const claim = await selectPlayerClaim(context.db, input.id, input.claim_id);
  if (!claim) throw refuse(moneyControlMessages.claimNotFound, 404);
  if (await selectRevocation(context.db, claim.id)) throw refuse(moneyControlMessages.claimRevoked);
  const wallet = (await walletAccountId(context.db, claim.player_id))!;
  const expense = await accountId(context.db, PLATFORM_ACCOUNTS.promotionExpense, 'platform', null, context.now());
  // A concurrent twin's row makes this one fail on the key; run again, it finds the row and refuses.
  return inTransaction(context.db, async (trx) => {
    // The player's withdrawals and claims wait: the balance read here is the one debited.
    await lockPlayerRow(trx, context.dialect, claim.player_id);
    if (await selectRevocation(trx, claim.id)) throw refuse(moneyControlMessages.claimRevoked);
    const now = context.now();
    const claimAmount = microUsdt(Number(claim.amount));
    const debited = microUsdt(Math.min(claimAmount, await balanceOf(trx, wallet)));
    const key = `bonus-revoke:${claim.id}`;
    const posted =
      debited > 0
        ? await postTransfer(trx, now, {
            idempotencyKey: key,
            kind: BONUS_REVOKE_KIND,
            reference: key,
            postings: movement(wallet, expense, debited),
            platformAccountId: expense,
          })
        : null;
    const turnoverRemoved = await removeTurnoverRequirementIn(trx, bonusTurnoverSource(claim.id));
    await insertRevocation(trx, {
      claim_id: claim.id,
      player_id: claim.player_id,
      claim_amount: claimAmount,
      debited,
      turnover_removed: turnoverRemoved,
      transfer_id: posted?.transferId ?? null,
      reason: input.reason,
      revoked_by: operatorId,
      created_at: now.toISOString(),
    });
    const after = shownRevocation((await selectRevocation(trx, claim.id))!);
    await writeAudit(trx, {
      operatorId,
      action: 'create',
      entity: 'promotion_claim_revocations',
      entityId: claim.id,
      before: null,
      after,
      at: now,
    });
    return after;
  });
}
