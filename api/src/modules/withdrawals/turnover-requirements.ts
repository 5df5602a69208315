/**
 * Turnover requirements (issue 13): every credited deposit asks for settled stakes of its amount
 * × the rules' multiplier before a withdrawal. A requirement is added in the transaction of its
 * credit; a withdrawal request that finds the open ones met closes them in its own transaction.
 */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { withdrawalRules } from './settings';
import { remainingTurnover, turnoverRequired } from './turnover';
import {
  insertRequirement,
  selectOpenRequirements,
  selectStakedSince,
  selectTurnoverCleared,
  setTurnoverCleared,
} from './turnover-store';

/** The source of a pay-channel order's requirement (a chain deposit's is `chain-deposit:<its row id>`). */
export const channelTurnoverSource = (orderNo: string) => `channel:${orderNo}`;

/**
 * In the credit's transaction: the requirement of crediting `amount` to the player, once per
 * `source`. Nothing when the multiplier is 0 (no turnover asked).
 */
export async function addTurnoverRequirementIn(
  trx: Kysely<Database>,
  now: Date,
  credit: { playerId: number; amount: MicroUsdt; source: string },
): Promise<void> {
  const { turnoverMultiplier } = await withdrawalRules(trx);
  const required = turnoverRequired(credit.amount, turnoverMultiplier);
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
 * locked). `close` marks the open requirements met when they are, so stakes already counted never
 * count again for a later deposit: the clearing time is the latest met requirement's, so one
 * credited meanwhile stays open.
 */
export async function openTurnover(db: Kysely<Database>, playerId: number) {
  const clearedAt = await selectTurnoverCleared(db, playerId);
  const open = await selectOpenRequirements(db, playerId, clearedAt);
  const staked = open.earliest === null ? 0 : await selectStakedSince(db, playerId, open.earliest);
  const { remaining, met } = remainingTurnover({ required: open.required, staked, open: open.open });
  return {
    remaining,
    close: async () => {
      if (met && open.latest !== null) await setTurnoverCleared(db, playerId, open.latest);
    },
  };
}
