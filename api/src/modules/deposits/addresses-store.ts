/** SQL of deposit addresses: the operators' receiving pool and the players' own (xpub) addresses. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The pool with each address's open orders, oldest first. */
export function selectReceivingAddresses(db: Db) {
  return db
    .selectFrom('receiving_addresses as a')
    .leftJoin('deposit_orders as o', (join) => join.onRef('o.address', '=', 'a.address').on('o.status', '=', 'open'))
    .selectAll('a')
    .select(sql<number>`count(o.id)`.as('open_orders'))
    .groupBy(['a.id', 'a.address', 'a.label', 'a.status', 'a.created_at', 'a.updated_at'])
    .orderBy('a.id')
    .execute();
}

export function selectReceivingAddress(db: Db, id: number) {
  return db.selectFrom('receiving_addresses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectReceivingAddressByText(db: Db, address: string) {
  return db.selectFrom('receiving_addresses').selectAll().where('address', '=', address).executeTakeFirst();
}

export function insertReceivingAddress(db: Db, row: { address: string; label: string; at: string }) {
  return db
    .insertInto('receiving_addresses')
    .values({ address: row.address, label: row.label, status: 'active', created_at: row.at, updated_at: row.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateReceivingAddress(
  db: Db,
  id: number,
  change: { status?: 'active' | 'disabled'; label?: string; at: string },
) {
  return db
    .updateTable('receiving_addresses')
    .set({
      updated_at: change.at,
      ...(change.status ? { status: change.status } : {}),
      ...(change.label !== undefined ? { label: change.label } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countReceivingAddresses(db: Db): Promise<number> {
  const row = await db
    .selectFrom('receiving_addresses')
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Active pool addresses, and disabled ones that had an order created since `since`. */
export async function selectWatchedPoolAddresses(db: Db, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('receiving_addresses as a')
    .select('a.address')
    .where((eb) =>
      eb.or([
        eb('a.status', '=', 'active'),
        eb.exists(
          eb
            .selectFrom('deposit_orders as o')
            .select('o.id')
            .whereRef('o.address', '=', 'a.address')
            .where('o.created_at', '>=', since),
        ),
      ]),
    )
    .orderBy('a.id')
    .execute();
  return rows.map((row) => row.address);
}

export async function selectPlayerDepositAddresses(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('player_deposit_addresses').select('address').orderBy('player_id').execute();
  return rows.map((row) => row.address);
}

export function selectPlayerDepositAddress(db: Db, playerId: number) {
  return db.selectFrom('player_deposit_addresses').selectAll().where('player_id', '=', playerId).executeTakeFirst();
}

export function selectDepositAddressOwner(db: Db, address: string) {
  return db.selectFrom('player_deposit_addresses').selectAll().where('address', '=', address).executeTakeFirst();
}

/** The next free derivation index (a unique index refuses a concurrent twin; the caller runs again). */
export async function nextDerivationIndex(db: Db): Promise<number> {
  const row = await db
    .selectFrom('player_deposit_addresses')
    .select(sql<number | null>`max(derivation_index)`.as('highest'))
    .executeTakeFirstOrThrow();
  return row.highest === null ? 0 : Number(row.highest) + 1;
}

export async function insertPlayerDepositAddress(
  db: Db,
  row: { playerId: number; index: number; address: string; at: string },
): Promise<void> {
  await db
    .insertInto('player_deposit_addresses')
    .values({ player_id: row.playerId, derivation_index: row.index, address: row.address, created_at: row.at })
    .execute();
}

/** Whether the pool has an address taking orders. */
export async function hasActiveReceivingAddress(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('receiving_addresses')
    .select('id')
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
