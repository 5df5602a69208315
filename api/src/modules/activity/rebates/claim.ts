/**
 * 领取反水 (POST /api/plat/task/receive {task:'rebate'}, dispatched by the claim core): every
 * waiting day of the player's rebates into the wallet in one transaction and one ledger transfer
 * (kind 'rebate', from the platform's promotion expense), recorded as a promotion_claims row of
 * activity_type 0. A retry with the same request_id answers the first result; a concurrent claim
 * with another request_id waits on the taken rows, then finds nothing.
 */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt, microUsdt, type TaskReceiveResult } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { formatShanghaiTime } from '../../../shanghai-time';
import { accountId, PLATFORM_ACCOUNTS, walletAccountId, postTransfer, movement } from '../../ledger';
import {
  insertRebateClaim,
  linkClaimedDays,
  lockWaitingDays,
  REBATE_ACTIVITY_TYPE,
  selectClaimByRequest,
} from './claim-store';
import { rebateSettings } from './settings';

export const REBATE_TRANSFER_KIND = 'rebate';

/** The ledger key of a claim: one transfer per (player, request_id), whatever happens around it. */
export const rebateTransferKey = (playerId: number, requestId: string) => `rebate-claim:${playerId}:${requestId}`;

async function replayOf(db: Kysely<Database>, playerId: number, requestId: string): Promise<TaskReceiveResult | null> {
  const claim = await selectClaimByRequest(db, playerId, requestId);
  if (!claim) return null;
  // The request_id answered another reward's claim: it cannot name this one too.
  if (Number(claim.activity_type) !== REBATE_ACTIVITY_TYPE) throw refuse(apiMessages.activityRequestIdInvalid);
  return {
    claim_id: claim.id,
    amount: formatUsdt(microUsdt(Number(claim.amount))),
    turnover_required: formatUsdt(microUsdt(Number(claim.turnover_required))),
    balance: formatUsdt(microUsdt(Number(claim.balance))),
    created_at: formatShanghaiTime(claim.created_at),
  };
}

async function claimIn(
  trx: Kysely<Database>,
  context: AppContext,
  playerId: number,
  requestId: string,
  accounts: { wallet: number; expense: number },
): Promise<TaskReceiveResult> {
  // A twin with this request_id may have committed since the check outside: its answer.
  const earlier = await replayOf(trx, playerId, requestId);
  if (earlier) return earlier;
  const taken = await lockWaitingDays(trx, playerId);
  if (taken.length === 0) {
    // A twin with this request_id that committed while this one waited on its rows: its answer.
    const replay = await replayOf(trx, playerId, requestId);
    if (replay) return replay;
    throw refuse(apiMessages.rebateNothing);
  }
  const amount = microUsdt(taken.reduce((sum, day) => sum + Number(day.amount), 0));
  if (amount < (await rebateSettings(trx)).claimMin) throw refuse(apiMessages.rebateBelowMinimum);
  const now = context.now();
  const key = rebateTransferKey(playerId, requestId);
  const posted = await postTransfer(trx, now, {
    idempotencyKey: key,
    kind: REBATE_TRANSFER_KIND,
    reference: key,
    postings: movement(accounts.expense, accounts.wallet, amount),
    platformAccountId: accounts.expense,
  });
  const at = now.toISOString();
  const claimId = await insertRebateClaim(trx, { playerId, requestId, amount, transferId: posted.transferId, at });
  await linkClaimedDays(
    trx,
    playerId,
    taken.map((row) => row.day),
    claimId,
  );
  return {
    claim_id: claimId,
    amount: formatUsdt(amount),
    turnover_required: formatUsdt(microUsdt(0)),
    balance: formatUsdt(posted.balanceAfter.get(accounts.wallet) ?? microUsdt(0)),
    created_at: formatShanghaiTime(at),
  };
}

/**
 * Claims every waiting day of the player's rebates in one transfer (kind 'rebate'); a retry with the
 * same request_id answers the first result. Refused with rebateNothing when none waits,
 * rebateBelowMinimum under the claim minimum (nothing changes either way).
 */
export async function claimRebates(
  context: AppContext,
  playerId: number,
  requestId: string,
): Promise<TaskReceiveResult> {
  const replay = await replayOf(context.db, playerId, requestId);
  if (replay) return replay;
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  const expense = await accountId(context.db, PLATFORM_ACCOUNTS.promotionExpense, 'platform', null, context.now());
  // A twin's unique claim row (or transfer key) fails this one; inTransaction runs it again and it answers the replay.
  return inTransaction(context.db, (trx) => claimIn(trx, context, playerId, requestId, { wallet, expense }));
}
