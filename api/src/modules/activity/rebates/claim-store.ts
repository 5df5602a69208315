/** SQL of rebate claims: a player's waiting days, taking them, the claim row (activity_type 0) and its replay. */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** Claims of rebates are promotion_claims rows of this activity type. */
export const REBATE_ACTIVITY_TYPE = 0;

/** The player's claim with this request_id (of any type) and the wallet balance its transfer left. */
export function selectClaimByRequest(db: Db, playerId: number, requestId: string) {
  return db
    .selectFrom('promotion_claims as claim')
    .innerJoin('entries', (join) =>
      join.onRef('entries.transfer_id', '=', 'claim.transfer_id').on('entries.amount', '>', 0 as MicroUsdt),
    )
    .select([
      'claim.id',
      'claim.activity_type',
      'claim.amount',
      'claim.turnover_required',
      'claim.created_at',
      'entries.balance_after as balance',
    ])
    .where('claim.player_id', '=', playerId)
    .where('claim.request_id', '=', requestId)
    .executeTakeFirst();
}

/**
 * The player's waiting days, the first statement of a claim. It writes claim_id = NULL over the
 * rows that already hold it: a no-op, but an UPDATE, so on PostgreSQL it takes their row locks,
 * and a concurrent claim waits here, then re-reads the rows (claimed by then) and finds none.
 */
export function lockWaitingDays(db: Db, playerId: number) {
  return db
    .updateTable('player_rebates')
    .set({ claim_id: null })
    .where('player_id', '=', playerId)
    .where('claim_id', 'is', null)
    .returning(['day', 'amount'])
    .execute();
}

export async function insertRebateClaim(
  db: Db,
  row: { playerId: number; requestId: string; amount: MicroUsdt; transferId: number; at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('promotion_claims')
    .values({
      player_id: row.playerId,
      activity_type: REBATE_ACTIVITY_TYPE,
      promotion_version: 0,
      period_key: `rebate:${row.requestId}`,
      tier: 0,
      amount: row.amount,
      turnover_required: 0 as MicroUsdt,
      request_id: row.requestId,
      transfer_id: row.transferId,
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Links the days this claim took: exactly those (a day settled since is left waiting). */
export async function linkClaimedDays(db: Db, playerId: number, days: readonly string[], claimId: number) {
  await db
    .updateTable('player_rebates')
    .set({ claim_id: claimId })
    .where('player_id', '=', playerId)
    .where('claim_id', 'is', null)
    .where('day', 'in', days)
    .execute();
}

/** The newest waiting days (at most `limit`), and the sum of every waiting day. */
export async function selectWaitingDays(db: Db, playerId: number, limit: number) {
  const rows = await db
    .selectFrom('player_rebates')
    .select(['day', 'stake', 'amount'])
    .where('player_id', '=', playerId)
    .where('claim_id', 'is', null)
    .orderBy('day', 'desc')
    .limit(limit)
    .execute();
  const total = await db
    .selectFrom('player_rebates')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('player_id', '=', playerId)
    .where('claim_id', 'is', null)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.total) as MicroUsdt };
}
