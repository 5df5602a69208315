/** SQL of claims: taking an agent's unclaimed days, the claim rows, and a claim as first answered. */
import type { Kysely } from 'kysely';
import { COMMISSION_STATUS, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** A claim with the wallet balance its transfer left (the credit leg's balance_after). */
export function selectClaimByRequest(db: Db, playerId: number, requestId: string) {
  return db
    .selectFrom('commission_claims as claim')
    .innerJoin('entries', (join) =>
      join.onRef('entries.transfer_id', '=', 'claim.transfer_id').on('entries.amount', '>', 0 as MicroUsdt),
    )
    .select(['claim.id', 'claim.amount', 'claim.days', 'claim.created_at', 'entries.balance_after as balance'])
    .where('claim.player_id', '=', playerId)
    .where('claim.request_id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Marks every unclaimed day of the agent claimed and answers them. The first statement of a
 * claim: its row locks make a concurrent claim wait, then find nothing left.
 */
export function takeUnclaimedDays(db: Db, agentId: number) {
  return db
    .updateTable('agent_commissions')
    .set({ status: COMMISSION_STATUS.claimed })
    .where('agent_id', '=', agentId)
    .where('status', '=', COMMISSION_STATUS.unclaimed)
    .returning(['day', 'amount'])
    .execute();
}

export async function insertClaim(
  db: Db,
  row: { playerId: number; requestId: string; amount: MicroUsdt; days: number; transferId: number; at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('commission_claims')
    .values({
      player_id: row.playerId,
      request_id: row.requestId,
      amount: row.amount,
      days: row.days,
      transfer_id: row.transferId,
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Links the days this claim took (claimed, not yet linked: in its transaction, exactly those). */
export async function linkClaimedDays(db: Db, agentId: number, claimId: number): Promise<void> {
  await db
    .updateTable('agent_commissions')
    .set({ claim_id: claimId })
    .where('agent_id', '=', agentId)
    .where('status', '=', COMMISSION_STATUS.claimed)
    .where('claim_id', 'is', null)
    .execute();
}
