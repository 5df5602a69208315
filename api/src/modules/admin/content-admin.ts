/**
 * Operators' changes to site content. Each change and its audit entry are one transaction, so
 * no change is ever unrecorded.
 */
import { apiMessages, type BannerInput, type BulletinInput, type ConfigInput } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../http/errors';
import { writeAudit } from './audit';

type Table = 'bulletins' | 'banners';

const MISSING: Record<Table | 'config_items', string> = {
  bulletins: apiMessages.bulletinUnknown,
  banners: apiMessages.bannerUnknown,
  config_items: apiMessages.configUnknown,
};

export function listTable(context: AppContext, table: Table) {
  return context.db.selectFrom(table).selectAll().orderBy('sort', 'desc').orderBy('id', 'desc').execute();
}

export async function createRow(context: AppContext, operatorId: number, table: Table, input: BulletinInput | BannerInput) {
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto(table)
      .values({ ...input, created_at: at.toISOString() } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { operatorId, action: 'create', entity: table, entityId: row.id, before: null, after: row, at });
    return row;
  });
}

export async function updateRow(context: AppContext, operatorId: number, table: Table, id: number, input: BulletinInput | BannerInput) {
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw refuse(MISSING[table], 404);
    const after = await trx.updateTable(table).set(input as never).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, { operatorId, action: 'update', entity: table, entityId: id, before, after, at });
    return after;
  });
}

export async function deleteRow(context: AppContext, operatorId: number, table: Table | 'config_items', id: number) {
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const before = await trx.deleteFrom(table).where('id', '=', id).returningAll().executeTakeFirst();
    if (!before) throw refuse(MISSING[table], 404);
    await writeAudit(trx, { operatorId, action: 'delete', entity: table, entityId: id, before, after: null, at });
    return { deleted: true as const };
  });
}

export function listConfigItems(context: AppContext) {
  return context.db.selectFrom('config_items').selectAll().orderBy('id').execute();
}

/** Creates the config item of that id, or changes it. */
export async function putConfigItem(context: AppContext, operatorId: number, input: ConfigInput) {
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('config_items').selectAll().where('id', '=', input.id).executeTakeFirst();
    const values = { content: input.content, remark: input.remark, updated_at: at.toISOString() };
    const after = before
      ? await trx.updateTable('config_items').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow()
      : await trx.insertInto('config_items').values({ id: input.id, ...values }).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, { operatorId, action: before ? 'update' : 'create', entity: 'config_items', entityId: input.id, before: before ?? null, after, at });
    return after;
  });
}
