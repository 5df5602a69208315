/**
 * Turnover requirements (issue 13): every credited deposit asks for settled stakes of its amount
 * × the rules' multiplier before a withdrawal. A requirement is added in the transaction of its
 * credit; a withdrawal request that finds the open ones met closes them in its own transaction.
 */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { remainingTurnover, turnoverRequired } from './arithmetic';
import { turnoverMultiplier } from './multiplier';
import {
  closeRequirements,
  deleteOpenRequirement,
  insertRequirement,
  selectLastClosed,
  selectOpenRequirements,
  selectStakedSince,
} from './store';

/** The source of a pay-channel order's requirement (a chain deposit's is `chain-deposit:<its row id>`). */
export const channelTurnoverSource = (orderNo: string) => `channel:${orderNo}`;
/** The source of a promotion claim's bonus requirement (removed again when the claim is revoked). */
export const bonusTurnoverSource = (claimId: number) => `bonus:${claimId}`;

/**
 * In the credit's transaction: the requirement of crediting `amount` to the player, once per
 * `source`. Nothing when the multiplier is 0 (no turnover asked).
 */
export async function addTurnoverRequirementIn(
  trx: Kysely<Database>,
  now: Date,
  credit: { playerId: number; amount: MicroUsdt; source: string },
): Promise<void> {
  const required = turnoverRequired(credit.amount, await turnoverMultiplier(trx));
  if (required === 0) return;
  await insertRequirement(trx, {
    player_id: credit.playerId,
    source: credit.source,
    amount: credit.amount,
    required,
    created_at: now.toISOString(),
  });
}

/**
 * What the player must still wager, read in `db` (the request's transaction, whose player row is
 * locked). `close(now)` closes the requirements read here when they are met, so stakes already
 * counted never count again for a later deposit; it closes those rows and no others, so a credit
 * committed meanwhile (even one timed before them) stays open, owing stakes made after the closing.
 */
export async function openTurnover(db: Kysely<Database>, playerId: number) {
  const open = await selectOpenRequirements(db, playerId);
  // Stakes count from the oldest open requirement, but never from before the last closing: those
  // met the closed ones (a credit that committed late, timed before that closing, gets none of them).
  const lastClosed = await selectLastClosed(db, playerId);
  const since =
    open.earliest !== null && lastClosed !== null && lastClosed > open.earliest ? lastClosed : open.earliest;
  const staked = since === null ? 0 : await selectStakedSince(db, playerId, since);
  const { remaining, met } = remainingTurnover({ required: open.required, staked, open: open.ids.length });
  return {
    remaining,
    close: async (now: Date) => {
      if (met) await closeRequirements(db, open.ids, now.toISOString());
    },
  };
}

/**
 * In a promotion claim's transaction: the bonus's own requirement of `amount` × `multiple` (the
 * promotion's turnover multiple, not the withdrawal rules'), once per `source` (e.g. `bonus:<claim id>`,
 * at most 64 characters). The withdrawal check adds it to the deposits' requirements, counting only stakes
 * settled from the claim on. Answers what it asks (0: none).
 */
export async function addBonusTurnoverIn(
  trx: Kysely<Database>,
  now: Date,
  bonus: { playerId: number; amount: MicroUsdt; multiple: number; source: string },
): Promise<MicroUsdt> {
  const required = turnoverRequired(bonus.amount, bonus.multiple);
  if (required === 0) return required;
  // Requirements already met are closed first, as a withdrawal request would: otherwise the stakes
  // wagered beyond them before this claim would count toward the bonus, which asks for new stakes.
  await (await openTurnover(trx, bonus.playerId)).close(now);
  await insertRequirement(trx, {
    player_id: bonus.playerId,
    source: bonus.source,
    amount: bonus.amount,
    required,
    created_at: now.toISOString(),
  });
  return required;
}

/**
 * In a revocation's transaction: removes the still-open requirement a credit added under `source`
 * (a revoked bonus asks for no wagering). A met, closed one stays as history. Answers what it required.
 */
export function removeTurnoverRequirementIn(trx: Kysely<Database>, source: string): Promise<MicroUsdt> {
  return deleteOpenRequirement(trx, source);
}
