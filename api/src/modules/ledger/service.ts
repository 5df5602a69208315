/**
 * Ledger use cases the rest of the API calls: credits to a player (deposits, promotions,
 * commissions, corrections) and holds that reserve money for a withdrawal under review.
 * Each is one DB transaction with an idempotency key.
 */
import { apiMessages, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { accountId, playerHoldCode, walletAccountId } from './accounts';
import { postTransfer } from './ledger';
import { movement } from './postings';
import {
  claimPendingHold,
  insertHold,
  selectHold,
  selectHoldIdByTransfer,
  selectHoldStatus,
  setHoldSettleTransfer,
} from './holds-store';

export interface CreditInput {
  playerId: number;
  /** Positive. */
  amount: MicroUsdt;
  /** Where the money comes from: one of PLATFORM_ACCOUNTS. */
  sourceCode: string;
  kind: string;
  idempotencyKey: string;
  reference?: string;
}

async function requireWallet(context: AppContext, playerId: number): Promise<number> {
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  return wallet;
}

/** Money from a platform account into a player's wallet; returns the wallet balance after it. */
export async function creditPlayer(context: AppContext, input: CreditInput): Promise<MicroUsdt> {
  const wallet = await requireWallet(context, input.playerId);
  const source = await accountId(context.db, input.sourceCode, 'platform', null, context.now());
  return inTransaction(context.db, async (trx) => {
    const posted = await postTransfer(trx, context.now(), {
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      reference: input.reference,
      postings: movement(source, wallet, input.amount),
      platformAccountId: source,
    });
    return posted.balanceAfter.get(wallet) ?? microUsdt(0);
  });
}

/** Reserves `amount` of a player's wallet (refused with 余额不足 when it is not there); the hold id. */
export async function placeHold(
  context: AppContext,
  playerId: number,
  amount: MicroUsdt,
  idempotencyKey: string,
): Promise<number> {
  const wallet = await requireWallet(context, playerId);
  const hold = await accountId(context.db, playerHoldCode(playerId), 'player_hold', null, context.now());
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const posted = await postTransfer(trx, now, {
      idempotencyKey,
      kind: 'hold',
      postings: movement(wallet, hold, amount),
    });
    if (posted.replayed) return selectHoldIdByTransfer(trx, posted.transferId);
    return insertHold(trx, { playerId, amount, holdTransferId: posted.transferId, createdAt: now.toISOString() });
  });
}

/**
 * Ends a pending hold: `release` gives the money back to the wallet, `capture` moves it on to
 * `destinationCode` (a paid-out withdrawal). A hold ends once; a repeat of the same ending is a
 * no-op, another ending is refused.
 */
export async function settleHold(
  context: AppContext,
  holdId: number,
  ending: { release: true } | { captureTo: string },
): Promise<void> {
  const hold = await selectHold(context.db, holdId);
  if (!hold) throw refuse(apiMessages.notFound);
  const status = 'release' in ending ? 'released' : 'captured';
  if (hold.status === status) return;
  if (hold.status !== 'pending') throw refuse(apiMessages.badRequest);
  const holdAccount = await accountId(context.db, playerHoldCode(hold.player_id), 'player_hold', null, context.now());
  const destination =
    'release' in ending
      ? await requireWallet(context, hold.player_id)
      : await accountId(context.db, ending.captureTo, 'platform', null, context.now());
  await inTransaction(context.db, async (trx) => {
    const now = context.now();
    // Only a pending hold moves: of two concurrent endings, one updates the row, the other none.
    if (!(await claimPendingHold(trx, holdId, status, now.toISOString()))) {
      // Lost the race: the same ending by a twin request is done (a no-op for us), another is refused.
      if ((await selectHoldStatus(trx, holdId)) === status) return;
      throw refuse(apiMessages.badRequest);
    }
    const posted = await postTransfer(trx, now, {
      idempotencyKey: `hold:${holdId}:${status}`,
      kind: status === 'released' ? 'hold_release' : 'hold_capture',
      reference: `hold:${holdId}`,
      postings: movement(holdAccount, destination, hold.amount),
    });
    await setHoldSettleTransfer(trx, holdId, posted.transferId);
  });
}
