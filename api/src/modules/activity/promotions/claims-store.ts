/** SQL of promotion claims: the period keys a player has claimed, a claim by request_id, the claim row, the log. */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The period keys of `activityType` the player has claimed. */
export async function selectClaimedKeys(db: Db, playerId: number, activityType: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('promotion_claims')
    .select('period_key')
    .where('player_id', '=', playerId)
    .where('activity_type', '=', activityType)
    .execute();
  return new Set(rows.map((row) => row.period_key));
}

/** A claim with the wallet balance its transfer left (the credit leg's balance_after). */
export function selectPromotionClaimByRequest(db: Db, playerId: number, requestId: string) {
  return db
    .selectFrom('promotion_claims as claim')
    .innerJoin('entries', (join) =>
      join.onRef('entries.transfer_id', '=', 'claim.transfer_id').on('entries.amount', '>', 0 as MicroUsdt),
    )
    .select([
      'claim.id',
      'claim.activity_type',
      'claim.tier',
      'claim.amount',
      'claim.turnover_required',
      'claim.created_at',
      'entries.balance_after as balance',
    ])
    .where('claim.player_id', '=', playerId)
    .where('claim.request_id', '=', requestId)
    .executeTakeFirst();
}

export interface NewPromotionClaim {
  playerId: number;
  activityType: number;
  promotionVersion: number;
  periodKey: string;
  tier: number;
  amount: MicroUsdt;
  turnoverRequired: MicroUsdt;
  requestId: string;
  transferId: number;
  at: string;
}

/** Inserts a claim; a second one of the same (player, type, period) or (player, request_id) fails on its unique key. */
export async function insertPromotionClaim(db: Db, claim: NewPromotionClaim): Promise<number> {
  const inserted = await db
    .insertInto('promotion_claims')
    .values({
      player_id: claim.playerId,
      activity_type: claim.activityType,
      promotion_version: claim.promotionVersion,
      period_key: claim.periodKey,
      tier: claim.tier,
      amount: claim.amount,
      turnover_required: claim.turnoverRequired,
      request_id: claim.requestId,
      transfer_id: claim.transferId,
      created_at: claim.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The player's claims newest first, below claim id `beforeId` when given; `limit` rows. */
export function selectClaimLog(db: Db, playerId: number, beforeId: number | undefined, limit: number) {
  let query = db
    .selectFrom('promotion_claims as claim')
    .leftJoin('promotions', 'promotions.type', 'claim.activity_type')
    .select([
      'claim.id',
      'claim.activity_type',
      'claim.amount',
      'claim.turnover_required',
      'claim.created_at',
      'promotions.title',
    ])
    .where('claim.player_id', '=', playerId);
  if (beforeId !== undefined) query = query.where('claim.id', '<', beforeId);
  return query.orderBy('claim.id', 'desc').limit(limit).execute();
}
