/**
 * A player's partial locks (禁止提现 / 禁止投注 / 禁止领取优惠), beside the login lock of
 * players-admin: the player still logs in and sees their money, but the server refuses the locked
 * action — withdrawal requests (withdrawals), game launches and provider bets (launch, provider),
 * promotion, task, rebate and red-packet claims (activity). Set and lifted by 财务 with a reason,
 * audited with before and after in the change's own transaction.
 */
import type { Kysely } from 'kysely';
import {
  apiMessages,
  type AdminPlayerRestrictions,
  type PlayerRestrictionKind,
  type PlayerRestrictionRequest,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import {
  deleteRestriction,
  insertRestriction,
  selectPlayerExists,
  selectRestricted,
  selectRestriction,
  selectRestrictionsOf,
  updateRestriction,
} from './restrictions-store';

/** What the player is told when a lock refuses them. */
export const RESTRICTED_MESSAGES: Readonly<Record<PlayerRestrictionKind, string>> = {
  withdraw: apiMessages.restrictedWithdraw,
  bet: apiMessages.restrictedBet,
  claim: apiMessages.restrictedClaim,
};

/** Whether `restriction` is in force for the player; read in `db` (a transaction's, to judge under its locks). */
export function isRestricted(db: Kysely<Database>, playerId: number, restriction: PlayerRestrictionKind) {
  return selectRestricted(db, playerId, restriction);
}

/**
 * Refuses (您的账户已被限制…，请联系客服) a player under `restriction`.
 * @example await assertUnrestricted(trx, playerId, 'withdraw');
 */
export async function assertUnrestricted(
  db: Kysely<Database>,
  playerId: number,
  restriction: PlayerRestrictionKind,
): Promise<void> {
  if (await selectRestricted(db, playerId, restriction)) throw refuse(RESTRICTED_MESSAGES[restriction]);
}

/** The player's locks in force, with who set each and when. */
export async function restrictionsOf(db: Kysely<Database>, playerId: number): Promise<AdminPlayerRestrictions> {
  const rows = await selectRestrictionsOf(db, playerId);
  return { player_id: playerId, restrictions: rows };
}

/** GET …/players/:id/restrictions: 404 for an unknown player. */
export async function playerRestrictions(context: AppContext, playerId: number): Promise<AdminPlayerRestrictions> {
  if (!(await selectPlayerExists(context.db, playerId))) throw refuse(apiMessages.walletPlayerNotFound, 404);
  return restrictionsOf(context.db, playerId);
}

/**
 * Sets (enabled) or lifts a lock, audited as entity 'player_restriction' with the lock before and
 * after. Setting one in force again records the new reason and setter; lifting one not in force
 * changes nothing and writes no audit. Takes effect for the next request: a withdrawal already in
 * review stays for the reviewer to decide.
 */
export async function changeRestriction(
  context: AppContext,
  operatorId: number,
  input: PlayerRestrictionRequest,
): Promise<AdminPlayerRestrictions> {
  const { id: playerId, restriction } = input;
  await inTransaction(context.db, async (trx) => {
    if (!(await selectPlayerExists(trx, playerId))) throw refuse(apiMessages.walletPlayerNotFound, 404);
    const before = (await selectRestriction(trx, playerId, restriction)) ?? null;
    if (!before && !input.enabled) return;
    const now = context.now();
    const row = {
      player_id: playerId,
      restriction,
      reason: input.reason,
      created_by: operatorId,
      created_at: now.toISOString(),
    };
    if (!input.enabled) await deleteRestriction(trx, playerId, restriction);
    else if (before) await updateRestriction(trx, row);
    else await insertRestriction(trx, row);
    await writeAudit(trx, {
      operatorId,
      action: input.enabled ? (before ? 'update' : 'create') : 'delete',
      entity: 'player_restriction',
      entityId: playerId,
      before,
      after: input.enabled ? row : { player_id: playerId, restriction, lifted: true, reason: input.reason },
      at: now,
    });
  });
  return restrictionsOf(context.db, playerId);
}
