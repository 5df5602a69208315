/** SQL of pay channels: the operators' gateway channels, by id, by code, in list order. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PayChannelsTable } from '../../db/schema';

type Db = Kysely<Database>;
export type PayChannelRow = Selectable<PayChannelsTable>;

/** Channels a player may use, in list order: highest sort first, then the oldest. */
export function selectEnabledChannels(db: Db): Promise<PayChannelRow[]> {
  return db
    .selectFrom('pay_channels')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('sort', 'desc')
    .orderBy('id')
    .execute();
}

/** Every channel, in the players' list order, for operators. */
export function selectAllChannels(db: Db): Promise<PayChannelRow[]> {
  return db.selectFrom('pay_channels').selectAll().orderBy('sort', 'desc').orderBy('id').execute();
}

export function selectChannelById(db: Db, id: number): Promise<PayChannelRow | undefined> {
  return db.selectFrom('pay_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectChannelByCode(db: Db, code: string): Promise<PayChannelRow | undefined> {
  return db.selectFrom('pay_channels').selectAll().where('code', '=', code).executeTakeFirst();
}

export function insertChannel(db: Db, values: Insertable<PayChannelsTable>): Promise<PayChannelRow> {
  return db.insertInto('pay_channels').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateChannel(db: Db, id: number, values: Updateable<PayChannelsTable>): Promise<PayChannelRow> {
  return db.updateTable('pay_channels').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
