/** SQL of held wins: a provider's wins above their round's limit, waiting for an operator. */
import { sql, type Insertable, type Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled';
import type { Database, HeldWinsTable } from '../../db/schema';
import type { RoundKey } from './rounds-store';

type Db = Kysely<Database>;

/**
 * The round's held wins that were not paid (pending or refused): they count against its limit. A
 * bigint, summed as text: held wins have no cap on their number, so their sum may pass 2^53.
 */
// Every win runs it: precompiled (db/precompiled.ts).
const unpaidHeldWinsQuery = precompiled<RoundKey, { total: string }>((db, key) =>
  db
    .selectFrom('held_wins')
    .select(sql<string>`cast(coalesce(sum(amount), 0) as text)`.as('total'))
    .where('provider', '=', key.provider)
    .where('round_id', '=', key.roundId)
    .where('player_id', '=', key.playerId)
    .where('status', '!=', 'paid'),
);

export async function unpaidHeldWinsOf(db: Db, key: RoundKey): Promise<bigint> {
  return BigInt((await unpaidHeldWinsQuery.first(db, key))?.total ?? '0');
}

export function insertHeldWin(db: Db, row: Insertable<HeldWinsTable>) {
  return db.insertInto('held_wins').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Held wins for operators: pending first, then newest first. */
export function selectHeldWins(db: Db, limit: number) {
  return db
    .selectFrom('held_wins')
    .selectAll()
    .orderBy(sql`case when status = 'pending' then 0 else 1 end`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function selectHeldWin(db: Db, id: number) {
  return db.selectFrom('held_wins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Decides a pending held win; undefined when it was no longer pending (of two decisions, one does). */
export function decidePendingHeldWin(
  db: Db,
  id: number,
  decision: { status: 'paid' | 'refused'; decidedBy: number; decidedAt: Date; transferId: number | null },
) {
  return db
    .updateTable('held_wins')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt.toISOString(),
      transfer_id: decision.transferId,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}
