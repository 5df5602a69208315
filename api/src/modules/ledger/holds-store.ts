/** SQL of holds: money set aside from a wallet (a withdrawal waiting for review), until released or settled. */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database, HoldsTable } from '../../db/schema';

type Db = Kysely<Database>;

export function selectHold(db: Db, holdId: number) {
  return db.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirst();
}

export async function selectHoldIdByTransfer(db: Db, holdTransferId: number): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select('id')
    .where('hold_transfer_id', '=', holdTransferId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertHold(
  db: Db,
  hold: { playerId: number; amount: MicroUsdt; holdTransferId: number; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('holds')
    .values({
      player_id: hold.playerId,
      amount: hold.amount,
      status: 'pending',
      hold_transfer_id: hold.holdTransferId,
      created_at: hold.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends a hold if it is still pending; true when this call ended it (of two concurrent endings, one does). */
export async function claimPendingHold(
  db: Db,
  holdId: number,
  status: Exclude<HoldsTable['status'], 'pending'>,
  settledAt: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('holds')
    .set({ status, settled_at: settledAt })
    .where('id', '=', holdId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function selectHoldStatus(db: Db, holdId: number): Promise<HoldsTable['status']> {
  const row = await db.selectFrom('holds').select('status').where('id', '=', holdId).executeTakeFirstOrThrow();
  return row.status;
}

export async function setHoldSettleTransfer(db: Db, holdId: number, transferId: number): Promise<void> {
  await db.updateTable('holds').set({ settle_transfer_id: transferId }).where('id', '=', holdId).execute();
}
