/** SQL of the demo seed: whether content (or the demo's money) is there yet, and the inserts that put it in. */
import type { Insertable, Kysely } from 'kysely';
import type { BannersTable, BulletinsTable, ConfigItemsTable, Database, GamesTable } from '../db/schema';

type Db = Kysely<Database>;

/** Whether any game is listed, or any of the platforms `first`…`last` when given. */
export async function hasGames(db: Db, platforms?: { first: number; last: number }): Promise<boolean> {
  let query = db.selectFrom('games').select('id');
  if (platforms) query = query.where('plat_type_id', '>=', platforms.first).where('plat_type_id', '<=', platforms.last);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds games; two servers starting at once: the second one's insert is a no-op. */
export async function insertGames(db: Db, games: ReadonlyArray<Insertable<GamesTable>>): Promise<void> {
  await db
    .insertInto('games')
    .values([...games])
    .onConflict((conflict) => conflict.columns(['plat_type_id', 'game_code']).doNothing())
    .execute();
}

export async function hasConfigItems(db: Db): Promise<boolean> {
  return (await db.selectFrom('config_items').select('id').executeTakeFirst()) !== undefined;
}

/** The site's config items, bulletins and banners, in one transaction. */
export async function insertSiteContent(
  db: Db,
  content: {
    configItems: Array<Insertable<ConfigItemsTable>>;
    bulletins: Array<Insertable<BulletinsTable>>;
    banners: Array<Insertable<BannersTable>>;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('config_items').values(content.configItems).execute();
    await trx.insertInto('bulletins').values(content.bulletins).execute();
    await trx.insertInto('banners').values(content.banners).execute();
  });
}

/** Whether a ledger transfer was written under this idempotency key (which only its writer uses). */
export async function hasTransfer(db: Db, idempotencyKey: string): Promise<boolean> {
  const found = await db
    .selectFrom('transfers')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return found !== undefined;
}

/** Whether any of `addresses` is in the receiving pool. */
export async function hasAnyReceivingAddress(db: Db, addresses: readonly string[]): Promise<boolean> {
  const row = await db
    .selectFrom('receiving_addresses')
    .select('id')
    .where('address', 'in', [...addresses])
    .executeTakeFirst();
  return row !== undefined;
}

/** The id of the player with exactly this username, if any. */
export async function selectPlayerIdByUsername(db: Db, username: string): Promise<number | undefined> {
  const row = await db.selectFrom('players').select('id').where('username', '=', username).executeTakeFirst();
  return row?.id;
}

/** Whether anyone was registered below the player (a closure row with them as ancestor). */
export async function hasTeam(db: Db, playerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agent_tree')
    .select('descendant_id')
    .where('ancestor_id', '=', playerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an operator of this (canonical) name exists. */
export async function hasOperatorNamed(db: Db, canonical: string): Promise<boolean> {
  return (
    (await db.selectFrom('operators').select('id').where('username_canonical', '=', canonical).executeTakeFirst()) !==
    undefined
  );
}
