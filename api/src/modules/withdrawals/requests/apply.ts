/**
 * A withdrawal request (POST /api/plat/withdraw-apply): the password under its lock, then in one
 * transaction with the player's row locked the address, the limits, the turnover requirement and
 * a hold of amount + fee beside the request row, so a request never exists without its money
 * reserved. A retry with the same request_id answers the first result.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  apiMessages,
  microUsdt,
  parseUsdt,
  withdrawalFee,
  withdrawRefusals,
  type MicroUsdt,
  type Withdrawal,
  type WithdrawApplyRequest,
  writeUsdt,
} from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { recordTrace } from '../../risk';
import { refuse } from '../../../errors';
import { placeHoldIn } from '../../ledger';
import { selectPlayerAddress } from '../addresses/addresses-store';
import { limitRefusal, shanghaiDayStart } from './apply-limits';
import { checkWithdrawPassword, passwordState } from '../password/password';
import { shownWithdrawal } from './records';
import { withdrawalRules } from '../settings/settings';
import { lockPlayerRow } from '../store';
import { insertWithdrawal, selectDailyUse, selectPendingWithdrawals, selectWithdrawalByRequest } from './store';
import { openTurnover } from '../../turnover';
import { assertUnrestricted } from '../../risk';

/** Withdrawal numbers: W, the UTC time to the second, 6 random digits (a clash is refused by a unique index and run again). */
export function newWithdrawalOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `W${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** What makes two submissions the same: the amount and the address (never the password). */
export function withdrawRequestHash(amount: MicroUsdt, addressId: number): string {
  return createHash('sha256').update(`${amount}:${addressId}`).digest('hex');
}

/** One withdrawal request, whoever makes it. */
export interface WithdrawalRequest {
  playerId: number;
  amount: MicroUsdt;
  addressId: number;
  requestId: string;
  /** What a replay of requestId must match (withdrawRequestHash, or more for a request made on the player's behalf). */
  hash: string;
}

/**
 * How the turnover requirement is judged: 'require' refuses while any is open; 'waive' lets the
 * request through (a player on a break, by customer service) leaving the requirements open.
 */
export type TurnoverRule = 'require' | 'waive';

/** The request's answer; `created` false for a replay (then no `id`); what turnover was still owed (waived or 0). */
export interface PlacedWithdrawal {
  withdrawal: Withdrawal;
  created: boolean;
  /** The new withdrawal's row id. */
  id?: number;
  turnoverOwed: MicroUsdt;
}

/** The first answer to this request id, or null when it is new; refused when the id came with other fields. */
export async function replayOf(db: Kysely<Database>, request: WithdrawalRequest): Promise<Withdrawal | null> {
  const first = await selectWithdrawalByRequest(db, request.playerId, request.requestId);
  if (!first) return null;
  if (first.request_hash !== request.hash) throw refuse(apiMessages.withdrawRequestIdInvalid);
  return shownWithdrawal(first);
}

/**
 * The request in `trx` with the player's row locked, no password asked (the caller checked the
 * player: the withdrawal password, or customer service out of band): the address is the player's,
 * the limits, the turnover (per `turnoverRule`), then the hold of amount + fee and the row in review.
 */
export async function requestIn(
  trx: Kysely<Database>,
  context: AppContext,
  request: WithdrawalRequest,
  turnoverRule: TurnoverRule,
): Promise<PlacedWithdrawal> {
  const { playerId, amount } = request;
  await lockPlayerRow(trx, context.dialect, playerId);
  // A twin that committed while this one waited for the lock: its answer is this one's.
  const replay = await replayOf(trx, request);
  if (replay) return { withdrawal: replay, created: false, turnoverOwed: microUsdt(0) };
  // 禁止提现 (risk): refused for the player's own request and customer service's on their behalf alike.
  await assertUnrestricted(trx, playerId, 'withdraw');
  const address = await selectPlayerAddress(trx, playerId, request.addressId);
  if (!address) throw refuse(apiMessages.withdrawAddressUnknown);
  const rules = await withdrawalRules(trx);
  const now = context.now();
  const used = await selectDailyUse(trx, playerId, shanghaiDayStart(now));
  const pending = (await selectPendingWithdrawals(trx, playerId)).length;
  const refusal = limitRefusal(rules, amount, used, pending);
  if (refusal) throw refuse(refusal);
  const turnover = await openTurnover(trx, playerId);
  if (turnover.remaining > 0 && turnoverRule === 'require')
    throw refuse(withdrawRefusals.turnover(writeUsdt(turnover.remaining)));
  // Closes only requirements met; a waived one stays open, asking its stakes of what the player later withdraws.
  await turnover.close(now);
  const fee = withdrawalFee(amount, rules.feeFixed, rules.feeRateBps);
  const orderNo = newWithdrawalOrderNo(now);
  // Refused with 余额不足 (InsufficientFundsError) when the wallet cannot hold amount + fee: all of this rolls back.
  const holdId = await placeHoldIn(trx, now, {
    playerId,
    amount: microUsdt(amount + fee),
    idempotencyKey: `withdrawal:${playerId}:${request.requestId}`,
    reference: `withdrawal:${orderNo}`,
  });
  const row = await insertWithdrawal(trx, {
    order_no: orderNo,
    player_id: playerId,
    request_id: request.requestId,
    request_hash: request.hash,
    address_type: address.type,
    address: address.address,
    area: address.area,
    address_id: address.id,
    amount,
    fee,
    hold_id: holdId,
    state: 'review',
    reject_reason: null,
    decided_by: null,
    decided_at: null,
    claimed_by: null,
    claimed_at: null,
    paid_tx_id: null,
    created_at: now.toISOString(),
    completed_at: null,
  });
  return { withdrawal: shownWithdrawal(row), created: true, id: row.id, turnoverOwed: turnover.remaining };
}

/**
 * Checks in this order: a replay of request_id; the password is set, not locked, and right; then,
 * in one transaction, the address is the player's, the limits, the turnover, the funds.
 */
export async function applyWithdrawal(
  context: AppContext,
  playerId: number,
  input: WithdrawApplyRequest,
): Promise<Withdrawal> {
  // The contract let through only decimal text within the allowed range.
  const amount = parseUsdt(input.amount)!;
  const request = {
    playerId,
    amount,
    addressId: input.address_id,
    requestId: input.request_id,
    hash: withdrawRequestHash(amount, input.address_id),
  };
  const replay = await replayOf(context.db, request);
  if (replay) return replay;
  const state = await passwordState(context, playerId);
  if (state.withdraw_password_hash === null) throw refuse(apiMessages.withdrawPasswordNotSet);
  await checkWithdrawPassword(context, playerId, state.withdraw_password_hash, input.password);
  // A concurrent twin's unique request id (or hold key) runs this again, which then answers its replay.
  const placed = await inTransaction(context.db, async (trx) => {
    const result = await requestIn(trx, context, request, 'require');
    // The player's own request (not one customer service placed for them): where it came from.
    if (result.id !== undefined)
      await recordTrace(trx, { playerId, event: 'withdrawal', ref: result.id, at: context.now() });
    return result;
  });
  return placed.withdrawal;
}
