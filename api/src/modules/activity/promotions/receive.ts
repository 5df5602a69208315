/**
 * 领取 (POST /api/plat/task/receive): one reward of a promotion into the wallet in one transaction —
 * evaluated again there, one ledger transfer (kind 'bonus', from the promotion expense) whose key
 * names the player, type and period, the claim row (unique per player, type and period) and the
 * bonus turnover. A retry with the same request_id answers the first result; a concurrent claim
 * of the same reward fails on the keys, runs again and is refused as already claimed.
 */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt, microUsdt, type MicroUsdt, type TaskReceiveResult } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { formatShanghaiTime } from '../../../shanghai-time';
import {
  accountId,
  PLATFORM_ACCOUNTS,
  walletAccountId,
  IdempotencyConflictError,
  postTransfer,
  type PostedTransfer,
  movement,
} from '../../ledger';
import { assertMarketingAllowed } from '../../protection';
import { assertUnrestricted, recordTrace } from '../../risk';
import { lockPlayerRow } from '../../withdrawals';
import { addBonusTurnoverIn, bonusTurnoverSource, turnoverRequired } from '../../turnover';
import { insertPromotionClaim, selectPromotionClaimByRequest } from './claims-store';
import { evaluatePromotion } from './evaluate';
import { assertFirstAccountOnClient, recheckFirstAccountIn, type ClaimClientKeys } from './one-account';
import { shownPromotionOfType, turnoverMultipleOf, type ListedPromotion } from './promotions';
import { claimRebates } from '../rebates/claim';
import { ruleOf } from '../rules';

export const BONUS_TRANSFER_KIND = 'bonus';

/** The ledger key of a reward: one transfer per (player, type, period), whichever request claims it. */
export const bonusTransferKey = (playerId: number, activityType: number, periodKey: string) =>
  `promotion:${playerId}:${activityType}:${periodKey}`;

/** The first answer to this request_id; refused when it answered another reward (another type or tier). */
async function replayOf(
  db: Kysely<Database>,
  playerId: number,
  request: { requestId: string; activityType: number; tier: number },
): Promise<TaskReceiveResult | null> {
  const claim = await selectPromotionClaimByRequest(db, playerId, request.requestId);
  if (!claim) return null;
  // Answering another reward's claim would tell the player this one was paid when it was not.
  if (Number(claim.activity_type) !== request.activityType || Number(claim.tier) !== request.tier)
    throw refuse(apiMessages.activityRequestIdInvalid);
  return {
    claim_id: claim.id,
    amount: formatUsdt(claim.amount),
    turnover_required: formatUsdt(claim.turnover_required),
    balance: formatUsdt(claim.balance),
    created_at: formatShanghaiTime(claim.created_at),
  };
}

interface Claim {
  playerId: number;
  promotion: ListedPromotion;
  tier: number;
  requestId: string;
  wallet: number;
  expense: number;
  /** The claiming client's addresses and devices (the one-account rule). */
  clientKeys: ClaimClientKeys;
}

const replayKey = (claim: Claim) => ({
  requestId: claim.requestId,
  activityType: claim.promotion.type,
  tier: claim.tier,
});

/** The transfer of a reward; a twin that paid it first (another request_id) leaves this one refused. */
async function payOnce(trx: Kysely<Database>, now: Date, key: string, claim: Claim, amount: MicroUsdt) {
  let posted: PostedTransfer | null = null;
  try {
    posted = await postTransfer(trx, now, {
      idempotencyKey: key,
      kind: BONUS_TRANSFER_KIND,
      reference: key,
      postings: movement(claim.expense, claim.wallet, amount),
      platformAccountId: claim.expense,
    });
  } catch (error) {
    // Another amount under the key: a twin drew its own (lucky money) and committed first.
    if (!(error instanceof IdempotencyConflictError)) throw error;
  }
  return posted !== null && !posted.replayed ? posted : null;
}

async function claimIn(trx: Kysely<Database>, context: AppContext, claim: Claim): Promise<TaskReceiveResult> {
  // One claim of a player at a time (on PostgreSQL; SQLite writes one transaction at a time): what the
  // rule reads (a single win's claims today) stays true to the commit, and a withdrawal judged under
  // the same lock never spends a bonus without the turnover committed with it.
  await lockPlayerRow(trx, context.dialect, claim.playerId);
  // A twin with this request_id may have committed since the check outside: its answer.
  const earlier = await replayOf(trx, claim.playerId, replayKey(claim));
  if (earlier) return earlier;
  const { promotion } = claim;
  await recheckFirstAccountIn(trx, context.dialect, {
    playerId: claim.playerId,
    activityType: promotion.type,
    keys: claim.clientKeys,
  });
  const now = context.now();
  const evaluation = await evaluatePromotion(trx, promotion, claim.playerId, now);
  const reward = evaluation.rewards.find((candidate) => candidate.tier === claim.tier);
  if (!reward) throw refuse(apiMessages.activityTierNotFound);
  if (reward.status === 'claimed') throw refuse(apiMessages.activityAlreadyClaimed);
  if (reward.status !== 'claimable') throw refuse(reward.reason ?? apiMessages.activityNotEligible);
  const amount = ruleOf(promotion.params).amountAtClaim?.(promotion.params, reward) ?? reward.amount;
  if (amount === null || amount <= 0) throw refuse(apiMessages.activityNotEligible);
  const posted = await payOnce(
    trx,
    now,
    bonusTransferKey(claim.playerId, promotion.type, reward.periodKey),
    claim,
    amount,
  );
  if (posted === null) {
    // Paid meanwhile by a twin that committed after this evaluation read: its answer if it had this request_id.
    const replay = await replayOf(trx, claim.playerId, replayKey(claim));
    if (replay) return replay;
    throw refuse(apiMessages.activityAlreadyClaimed);
  }
  const multiple = turnoverMultipleOf(promotion.params);
  const at = now.toISOString();
  const claimId = await insertPromotionClaim(trx, {
    playerId: claim.playerId,
    activityType: promotion.type,
    promotionVersion: promotion.version,
    periodKey: reward.periodKey,
    tier: reward.tier,
    amount,
    turnoverRequired: multiple > 0 ? turnoverRequired(amount, multiple) : microUsdt(0),
    requestId: claim.requestId,
    transferId: posted.transferId,
    at,
  });
  // The one-account rule reads claims' clients: noted with the claim, or neither.
  await recordTrace(trx, { playerId: claim.playerId, event: 'claim', ref: claimId, at: now });
  const required =
    multiple > 0
      ? await addBonusTurnoverIn(trx, now, {
          playerId: claim.playerId,
          amount,
          multiple,
          source: bonusTurnoverSource(claimId),
        })
      : microUsdt(0);
  return {
    claim_id: claimId,
    amount: formatUsdt(amount),
    turnover_required: formatUsdt(required),
    balance: formatUsdt(posted.balanceAfter.get(claim.wallet) ?? microUsdt(0)),
    created_at: formatShanghaiTime(at),
  };
}

/**
 * Claims the reward `tier` of the promotion of `activityType`.
 * @throws DomainError activityNotFound (off or missing), activityInfoOnly (type 13), activityTierNotFound,
 *   activityAlreadyClaimed, or the reward's reason (activityEnded, activityNeedDeposit …); nothing moves then
 */
export async function claimPromotion(
  context: AppContext,
  playerId: number,
  input: { activity_type: number; tier: number; request_id: string },
): Promise<TaskReceiveResult> {
  const replay = await replayOf(context.db, playerId, {
    requestId: input.request_id,
    activityType: input.activity_type,
    tier: input.tier,
  });
  if (replay) return replay;
  const promotion = await shownPromotionOfType(context.db, input.activity_type);
  if (promotion.params.kind === 'info') throw refuse(apiMessages.activityInfoOnly);
  const clientKeys = await assertFirstAccountOnClient(context, playerId, promotion.type);
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  const expense = await accountId(context.db, PLATFORM_ACCOUNTS.promotionExpense, 'platform', null, context.now());
  const claim: Claim = {
    playerId,
    promotion,
    tier: input.tier,
    requestId: input.request_id,
    wallet,
    expense,
    clientKeys,
  };
  // A twin's unique claim row (or transfer key) fails this one; inTransaction runs it again and it answers the replay.
  return inTransaction(context.db, (trx) => claimIn(trx, context, claim));
}

/**
 * POST task/receive: a promotion's reward, or (task 'rebate') every waiting day of 反水; neither for
 * a player on a break (marketingOnBreak).
 */
export async function receiveTask(
  context: AppContext,
  playerId: number,
  input:
    | { task: 'promotion'; activity_type: number; tier: number; request_id: string }
    | { task: 'rebate'; request_id: string },
): Promise<TaskReceiveResult> {
  await assertMarketingAllowed(context, playerId);
  await assertUnrestricted(context.db, playerId, 'claim');
  return input.task === 'rebate'
    ? claimRebates(context, playerId, input.request_id)
    : claimPromotion(context, playerId, input);
}
