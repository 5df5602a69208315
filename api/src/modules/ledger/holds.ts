/**
 * Holds inside the caller's transaction: a withdrawal request places its hold in the transaction
 * that records the request, and its payout captures the hold in the one that records the payout,
 * so a request never exists without its money reserved, nor a payout without its money taken.
 */
import type { Kysely } from 'kysely';
import { apiMessages, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { refuse } from '../../errors';
import { accountId, playerHoldCode, walletAccountId } from './accounts';
import { postTransfer } from './ledger';
import { movement, type Posting } from './postings';
import { claimPendingHold, insertHold, selectHold, selectHoldIdByTransfer, setHoldSettleTransfer } from './holds-store';

/**
 * Reserves `amount` of the player's wallet in `trx`; the hold id (the first one's on a replay of the key).
 * @throws InsufficientFundsError (余额不足) when the wallet holds less; the caller's transaction must roll back
 */
export async function placeHoldIn(
  trx: Kysely<Database>,
  now: Date,
  hold: { playerId: number; amount: MicroUsdt; idempotencyKey: string; reference?: string },
): Promise<number> {
  const wallet = await walletAccountId(trx, hold.playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  const holdAccount = await accountId(trx, playerHoldCode(hold.playerId), 'player_hold', null, now);
  const posted = await postTransfer(trx, now, {
    idempotencyKey: hold.idempotencyKey,
    kind: 'hold',
    reference: hold.reference ?? null,
    postings: movement(wallet, holdAccount, hold.amount),
  });
  if (posted.replayed) return selectHoldIdByTransfer(trx, posted.transferId);
  return insertHold(trx, {
    playerId: hold.playerId,
    amount: hold.amount,
    holdTransferId: posted.transferId,
    createdAt: now.toISOString(),
  });
}

/** Where a captured hold's money goes: platform account codes and amounts that sum to the hold. */
export type CaptureSplit = ReadonlyArray<{ code: string; amount: MicroUsdt }>;

/**
 * Ends a pending hold in `trx`: released to the wallet, or captured into `split`. True when this
 * call ended it; false when it had already ended the same way (nothing moves).
 * @throws a refusal (请求参数有误) when it ended the other way, or the split does not sum to the hold
 */
export async function settleHoldIn(
  trx: Kysely<Database>,
  now: Date,
  holdId: number,
  ending: { release: true } | { capture: CaptureSplit },
): Promise<boolean> {
  const hold = await selectHold(trx, holdId);
  if (!hold) throw refuse(apiMessages.notFound);
  const status = 'release' in ending ? 'released' : 'captured';
  // Only a pending hold moves: of two concurrent endings, one updates the row, the other none.
  if (!(await claimPendingHold(trx, holdId, status, now.toISOString()))) {
    if ((await selectHold(trx, holdId))?.status === status) return false;
    throw refuse(apiMessages.badRequest);
  }
  const holdAccount = await accountId(trx, playerHoldCode(hold.player_id), 'player_hold', null, now);
  let postings: Posting[];
  if ('release' in ending) {
    const wallet = await walletAccountId(trx, hold.player_id);
    if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
    postings = movement(holdAccount, wallet, hold.amount);
  } else {
    const total = ending.capture.reduce((sum, part) => sum + part.amount, 0);
    if (total !== hold.amount) throw refuse(apiMessages.badRequest);
    postings = [{ accountId: holdAccount, amount: microUsdt(-hold.amount) }];
    for (const part of ending.capture)
      postings.push({ accountId: await accountId(trx, part.code, 'platform', null, now), amount: part.amount });
  }
  const posted = await postTransfer(trx, now, {
    idempotencyKey: `hold:${holdId}:${status}`,
    kind: status === 'released' ? 'hold_release' : 'hold_capture',
    reference: `hold:${holdId}`,
    postings,
  });
  await setHoldSettleTransfer(trx, holdId, posted.transferId);
  return true;
}
