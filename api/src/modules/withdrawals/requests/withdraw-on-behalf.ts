/**
 * A withdrawal on a player's behalf (issue 18: a player must always be able to take their money
 * out). A player on a cool-off or self-exclusion cannot log in, so customer service applies for
 * them — only while the break is in force — after verifying them out of band (the note says how).
 * It is the player's own request in every other way: one of their bound addresses, the same limits,
 * fee, hold and review, idempotent by request_id. The turnover requirement is waived (see below).
 * Audited in audit_log and the player's protection_events, in the request's own transaction.
 */
import { createHash } from 'node:crypto';
import {
  apiMessages,
  formatUsdt,
  parseUsdt,
  type MicroUsdt,
  type Withdrawal,
  type WithdrawOnBehalfRequest,
} from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { replayOf, requestIn, withdrawRequestHash, type WithdrawalRequest } from './apply';
import { selectWithdrawalByRequest } from './store';
import { selectPlayerAge, activeBreak, recordProtectionEvent } from '../../protection';

/** What makes two submissions the same: amount, address and the note (a replay with another note is another request). */
function onBehalfHash(amount: MicroUsdt, addressId: number, note: string): string {
  const own = withdrawRequestHash(amount, addressId);
  return createHash('sha256').update(`${own}:on-behalf:${note}`).digest('hex');
}

/**
 * Refusals: an unknown player (404); a replay with other fields; the player not on a break (they
 * withdraw themselves); then as a player's request: the address not theirs, the limits, 余额不足.
 *
 * The turnover still owed is waived: a player on a break cannot play it off (a self-exclusion may be
 * permanent), and the player's own deposited money must be returnable (UKGC). The requirements stay
 * open for what the player later withdraws themselves; the amount waived is in the audit and the
 * event, and the withdrawal then waits in the normal review, where an operator may still reject it.
 */
export async function withdrawOnBehalf(
  context: AppContext,
  operatorId: number,
  playerId: number,
  input: WithdrawOnBehalfRequest,
): Promise<Withdrawal> {
  if (!(await selectPlayerAge(context.db, playerId))) throw refuse(apiMessages.walletPlayerNotFound, 404);
  // The contract let through only decimal text within the allowed range.
  const amount = parseUsdt(input.amount)!;
  const request: WithdrawalRequest = {
    playerId,
    amount,
    addressId: input.address_id,
    requestId: input.request_id,
    hash: onBehalfHash(amount, input.address_id, input.note),
  };
  const replay = await replayOf(context.db, request);
  if (replay) return replay;
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const onBreak = await activeBreak(trx, playerId, now);
    if (!onBreak) throw refuse(apiMessages.withdrawOnBehalfNotOnBreak);
    const placed = await requestIn(trx, context, request, 'waive');
    if (!placed.created) return placed.withdrawal;
    const row = await selectWithdrawalByRequest(trx, playerId, request.requestId);
    const turnoverWaived = formatUsdt(placed.turnoverOwed);
    await writeAudit(trx, {
      operatorId,
      action: 'create',
      entity: 'withdrawal',
      entityId: row!.id,
      before: null,
      after: { ...row, on_behalf_note: input.note, turnover_waived: turnoverWaived },
      at: now,
    });
    await recordProtectionEvent(trx, {
      playerId,
      actor: 'operator',
      operatorId,
      action: 'withdrawal_on_behalf',
      detail: {
        order_no: placed.withdrawal.order_id,
        amount: placed.withdrawal.amount,
        fee: placed.withdrawal.fee,
        address: placed.withdrawal.address,
        break_kind: onBreak.kind,
        turnover_waived: turnoverWaived,
        note: input.note,
      },
      now,
    });
    return placed.withdrawal;
  });
}
