/**
 * Wins above a round's limit (PROVIDER_<CODE>_MAX_WIN_MULTIPLE times its stake, all its wins
 * counted together) are held for an operator instead of paid: recorded, audited, and answered to
 * the provider as taken (`held: true`, balance unchanged) so it stops retrying. An operator pays
 * one through the ledger, once, or refuses it; either is audited in the same transaction.
 */
import { apiMessages, formatUsdt, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Kysely } from 'kysely';
import { DEFAULT_MAX_WIN_MULTIPLE } from '../../config';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { postTransfer, movement } from '../ledger';
import { callParties } from './money-call';
import {
  decidePendingHeldWin,
  insertHeldWin,
  selectHeldWin,
  selectHeldWins,
  unpaidHeldWinsOf,
} from './held-wins-store';
import { addPayout, lockRound, type RoundKey } from './rounds-store';
import { followUpsOf, lockBet } from './store';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Whether a round's wins so far plus this one exceed `multiple` times its stake; exact in bigint,
 * whatever the amounts.
 * @example isAboveWinLimit({ stake: 1, wins: 0, amount: 10_001, multiple: 10_000 }) // true
 */
export function isAboveWinLimit(round: {
  stake: number;
  wins: number | bigint;
  amount: number;
  multiple: number;
}): boolean {
  return BigInt(round.wins) + BigInt(round.amount) > BigInt(round.multiple) * BigInt(round.stake);
}

/**
 * In a win's transaction (its bet locked): holds the win when it takes the round above its limit,
 * and says so; otherwise holds nothing. A win of 0 is never held.
 */
export async function holdWinAboveLimit(
  trx: Kysely<Database>,
  context: AppContext,
  win: RoundKey & { transactionId: string; betTransactionId: string; amount: MicroUsdt },
  now: Date,
): Promise<boolean> {
  if (win.amount === 0) return false;
  const multiple = context.config.providers[win.provider]?.maxWinMultiple ?? DEFAULT_MAX_WIN_MULTIPLE;
  const round = await lockRound(trx, context.dialect, win);
  const stake = round?.stake ?? microUsdt(0);
  const wins = BigInt(round?.payout ?? 0) + (await unpaidHeldWinsOf(trx, win));
  if (!isAboveWinLimit({ stake, wins, amount: win.amount, multiple })) return false;
  const held = await insertHeldWin(trx, {
    provider: win.provider,
    transaction_id: win.transactionId,
    bet_transaction_id: win.betTransactionId,
    round_id: win.roundId,
    player_id: win.playerId,
    amount: win.amount,
    round_stake: stake,
    // For the operator's eye: past 2^53 micro-USDT (9 billion USDT of held wins) it stays at that.
    round_wins: microUsdt(wins > MAX_SAFE ? Number.MAX_SAFE_INTEGER : Number(wins)),
    max_win_multiple: multiple,
    status: 'pending',
    transfer_id: null,
    decided_by: null,
    created_at: now.toISOString(),
    decided_at: null,
  });
  // Written by the system (no operator): the hold is what an operator reviews.
  await writeAudit(trx, {
    operatorId: null,
    action: 'create',
    entity: 'held_wins',
    entityId: held.id,
    before: null,
    after: held,
    at: now,
  });
  return true;
}

/** A held win as operators see it: amounts as USDT text. */
function shown(row: NonNullable<Awaited<ReturnType<typeof selectHeldWin>>>) {
  return {
    ...row,
    amount: formatUsdt(row.amount),
    round_stake: formatUsdt(row.round_stake),
    round_wins: formatUsdt(row.round_wins),
  };
}

export async function listHeldWins(context: AppContext) {
  return (await selectHeldWins(context.db, 200)).map(shown);
}

/**
 * An operator's decision on a pending held win: `pay` moves it from the provider's clearing account
 * to the wallet (key `held-win:<id>`) and adds it to the round's payout; `refuse` closes it. Of two
 * decisions at once, one applies and the other is refused.
 */
export async function decideHeldWin(context: AppContext, operatorId: number, id: number, decision: 'pay' | 'refuse') {
  const held = await selectHeldWin(context.db, id);
  if (!held) throw refuse(apiMessages.heldWinUnknown, 404);
  if (held.status !== 'pending') throw refuse(apiMessages.heldWinDecided);
  // Resolved before the transaction: SQLite has one connection.
  const { wallet, clearing } = await callParties(context, held.provider, String(held.player_id));
  const key = { provider: held.provider, roundId: held.round_id, playerId: held.player_id };
  const at = context.now();
  const after = await inTransaction(context.db, async (trx) => {
    // The bet's lock: a decision and any call about the bet go one after the other.
    await lockBet(trx, context.dialect, held.provider, held.bet_transaction_id);
    const current = await selectHeldWin(trx, id);
    if (current?.status !== 'pending') throw refuse(apiMessages.heldWinDecided);
    let transferId: number | null = null;
    if (decision === 'pay') {
      // A held win settles its bet, so a rollback is refused after it; should one exist anyway, never pay both.
      const followUps = await followUpsOf(trx, held.provider, held.bet_transaction_id);
      if (followUps.some((row) => row.kind === 'rollback')) throw refuse(apiMessages.heldWinRoundCancelled);
      // Lock order as in every money call: bet, round, then the accounts (the transfer). A win
      // locks the round before the clearing row; the other way round the two could deadlock.
      await addPayout(trx, key, held.amount, at);
      const posted = await postTransfer(trx, at, {
        idempotencyKey: `held-win:${id}`,
        kind: 'win',
        reference: `round:${held.provider}:${held.round_id}`,
        postings: movement(clearing, wallet, held.amount),
        platformAccountId: clearing,
      });
      transferId = posted.transferId;
    }
    const status = decision === 'pay' ? 'paid' : 'refused';
    const decided = await decidePendingHeldWin(trx, id, { status, decidedBy: operatorId, decidedAt: at, transferId });
    if (!decided) throw refuse(apiMessages.heldWinDecided);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'held_wins',
      entityId: id,
      before: current,
      after: decided,
      at,
    });
    return decided;
  });
  return shown(after);
}
