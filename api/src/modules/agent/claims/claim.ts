/**
 * 领取佣金 (POST /api/plat/broker/play/out): every unclaimed day of the agent into the wallet in
 * one transaction and one ledger transfer (kind 'commission', from the platform's commission
 * expense). A retry with the same request_id answers the first result; a concurrent claim with
 * another request_id waits on the taken rows, then finds nothing.
 */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt, microUsdt, type AgentClaimResult } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { formatShanghaiTime } from '../../../shanghai-time';
import { accountId, PLATFORM_ACCOUNTS, walletAccountId, postTransfer, movement } from '../../ledger';
import { insertClaim, linkClaimedDays, selectClaimByRequest, takeUnclaimedDays } from './claim-store';
import { commissionSettings } from './settings';

export const COMMISSION_TRANSFER_KIND = 'commission';

/** The ledger key of a claim: one transfer per (player, request_id), whatever happens around it. */
export const claimTransferKey = (playerId: number, requestId: string) => `commission-claim:${playerId}:${requestId}`;

async function replayOf(db: Kysely<Database>, playerId: number, requestId: string): Promise<AgentClaimResult | null> {
  const claim = await selectClaimByRequest(db, playerId, requestId);
  if (!claim) return null;
  return {
    claim_id: claim.id,
    amount: formatUsdt(claim.amount),
    days: Number(claim.days),
    balance: formatUsdt(claim.balance),
    created_at: formatShanghaiTime(claim.created_at),
  };
}

interface ClaimAccounts {
  wallet: number;
  expense: number;
}

async function claimIn(
  trx: Kysely<Database>,
  context: AppContext,
  playerId: number,
  requestId: string,
  accounts: ClaimAccounts,
): Promise<AgentClaimResult> {
  // A twin with this request_id may have committed since the check outside: its answer, before a
  // day settled meanwhile could be taken under the same request_id.
  const earlier = await replayOf(trx, playerId, requestId);
  if (earlier) return earlier;
  const taken = await takeUnclaimedDays(trx, playerId);
  if (taken.length === 0) {
    // A twin with this request_id that committed while this one waited on its rows: its answer.
    const replay = await replayOf(trx, playerId, requestId);
    if (replay) return replay;
    throw refuse(apiMessages.agentClaimNothing);
  }
  const amount = microUsdt(taken.reduce((sum, day) => sum + Number(day.amount), 0));
  // Thrown inside the transaction: the days taken above go back to unclaimed.
  if (amount < (await commissionSettings(trx)).claimMin) throw refuse(apiMessages.agentClaimBelowMinimum);
  const now = context.now();
  const key = claimTransferKey(playerId, requestId);
  const posted = await postTransfer(trx, now, {
    idempotencyKey: key,
    kind: COMMISSION_TRANSFER_KIND,
    reference: key,
    postings: movement(accounts.expense, accounts.wallet, amount),
    platformAccountId: accounts.expense,
  });
  const at = now.toISOString();
  const claimId = await insertClaim(trx, {
    playerId,
    requestId,
    amount,
    days: taken.length,
    transferId: posted.transferId,
    at,
  });
  await linkClaimedDays(trx, playerId, claimId);
  return {
    claim_id: claimId,
    amount: formatUsdt(amount),
    days: taken.length,
    balance: formatUsdt(posted.balanceAfter.get(accounts.wallet) ?? microUsdt(0)),
    created_at: formatShanghaiTime(at),
  };
}

/**
 * Claims every unclaimed day of the player's commission.
 * Refused with agentClaimNothing when there is none, agentClaimBelowMinimum under the claim
 * minimum (nothing changes either way).
 */
export async function claimCommission(
  context: AppContext,
  playerId: number,
  input: { request_id: string },
): Promise<AgentClaimResult> {
  const replay = await replayOf(context.db, playerId, input.request_id);
  if (replay) return replay;
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  const expense = await accountId(context.db, PLATFORM_ACCOUNTS.commissionExpense, 'platform', null, context.now());
  // A twin's unique claim row (or transfer key) fails this one; inTransaction runs it again and it answers the replay.
  return inTransaction(context.db, (trx) => claimIn(trx, context, playerId, input.request_id, { wallet, expense }));
}
