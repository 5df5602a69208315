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

/** Every pool address, active or not: a payment to a disabled one is still the site's money. */
export async function selectAllPoolAddresses(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('receiving_addresses').select('address').orderBy('id').execute();
  return rows.map((row) => row.address);
}

/** Players' own addresses derived after index `afterIndex`, in index order (the watcher's set grows by these). */
export async function selectPlayerDepositAddressesAfter(db: Db, afterIndex: number) {
  const rows = await db
    .selectFrom('player_deposit_addresses')
    .select(['derivation_index', 'address'])
    .where('derivation_index', '>', afterIndex)
    .orderBy('derivation_index')
    .execute();
  return rows.map((row) => ({ index: Number(row.derivation_index), address: row.address }));
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
