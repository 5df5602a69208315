/** SQL of bound withdrawal addresses. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { WithdrawAddressesTable } from '../../../db/schema-withdrawals';

type Db = Kysely<Database>;
export type AddressRow = WithdrawAddressesTable & { id: number };

/** The player's addresses, oldest first. */
export function selectPlayerAddresses(db: Db, playerId: number) {
  return db
    .selectFrom('withdraw_addresses')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute() as Promise<AddressRow[]>;
}

/** One of the player's addresses; another player's id is as unknown as a missing one. */
export function selectPlayerAddress(db: Db, playerId: number, id: number) {
  return db
    .selectFrom('withdraw_addresses')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<AddressRow | undefined>;
}

export async function countPlayerAddresses(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('withdraw_addresses')
    .select(sql<number>`count(*)`.as('count'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The same address already bound by the player (type, area and address alike), if any. */
export function selectSameAddress(db: Db, row: Omit<WithdrawAddressesTable, 'id' | 'created_at'>) {
  return db
    .selectFrom('withdraw_addresses')
    .select('id')
    .where('player_id', '=', row.player_id)
    .where('type', '=', row.type)
    .where('area', '=', row.area)
    .where('address', '=', row.address)
    .executeTakeFirst();
}

export function insertAddress(db: Db, row: Omit<WithdrawAddressesTable, 'id'>) {
  return db
    .insertInto('withdraw_addresses')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<AddressRow>;
}

export async function deleteAddress(db: Db, id: number): Promise<void> {
  await db.deleteFrom('withdraw_addresses').where('id', '=', id).execute();
}

/** Whether a withdrawal on the address is still open (in review, being paid, or 待核实). */
export async function hasOpenWithdrawalOn(db: Db, addressId: number): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('address_id', '=', addressId)
    .where('state', 'in', ['review', 'paying', 'verify'])
    .executeTakeFirst();
  return row !== undefined;
}
