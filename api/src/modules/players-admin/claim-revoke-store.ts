/** SQL of revoking a promotion claim's bonus (table promotion_claim_revocations, migration 025). */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A player's claim (null when it is not theirs or does not exist). */
export function selectPlayerClaim(db: Db, playerId: number, claimId: number) {
  return db
    .selectFrom('promotion_claims')
    .select(['id', 'player_id', 'amount', 'transfer_id'])
    .where('id', '=', claimId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

function withNames(db: Db) {
  return db
    .selectFrom('promotion_claim_revocations as r')
    .innerJoin('operators as o', 'o.id', 'r.revoked_by')
    .selectAll('r')
    .select('o.username as revoked_by_name');
}

export type RevocationRow = NonNullable<Awaited<ReturnType<typeof selectRevocation>>>;

export function selectRevocation(db: Db, claimId: number) {
  return withNames(db).where('r.claim_id', '=', claimId).executeTakeFirst();
}

/** The player's revoked claims, newest claim first (a player has few). */
export function selectPlayerRevocations(db: Db, playerId: number) {
  return withNames(db).where('r.player_id', '=', playerId).orderBy('r.claim_id', 'desc').limit(500).execute();
}

/** One row a claim (its primary key): a concurrent second revoke fails here and is run again as a refusal. */
export async function insertRevocation(
  db: Db,
  row: {
    claim_id: number;
    player_id: number;
    claim_amount: MicroUsdt;
    debited: MicroUsdt;
    turnover_removed: MicroUsdt;
    transfer_id: number | null;
    reason: string;
    revoked_by: number;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('promotion_claim_revocations').values(row).execute();
}
