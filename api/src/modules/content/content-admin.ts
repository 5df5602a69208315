/**
 * Operators' changes to site content. Each change and its audit entry are one transaction, so
 * no change is ever unrecorded. Operator HTML (a bulletin's content, the HTML config items) is
 * stored sanitized, by the styles rule of the page that shows it.
 */
import {
  apiMessages,
  CONFIG_IDS,
  HTML_CONFIG_IDS,
  type BannerInput,
  type BulletinInput,
  type ConfigInput,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { sanitizeOperatorHtml } from '../../operator-html';
import { writeAudit } from '../audit';
import {
  deleteContentRow,
  insertConfigItem,
  insertContentRow,
  selectConfigItem,
  selectConfigItems,
  selectContentRow,
  selectContentRows,
  updateConfigItem,
  updateContentRow,
  type ContentTable as Table,
} from './admin-store';

const MISSING: Record<Table | 'config_items', string> = {
  bulletins: apiMessages.bulletinUnknown,
  banners: apiMessages.bannerUnknown,
  config_items: apiMessages.configUnknown,
};

/** A bulletin's HTML content as stored: sanitized, its styles kept (the announcement popup shows them). */
const storedRow = (input: BulletinInput | BannerInput) =>
  'content' in input ? { ...input, content: sanitizeOperatorHtml(input.content, 'keep') } : input;

/** A config item's text as stored: HTML items sanitized (理性游戏 without styles, as its page shows it), plain text as typed. */
function storedConfigText(id: number, content: string): string {
  if (!HTML_CONFIG_IDS.includes(id)) return content;
  return sanitizeOperatorHtml(content, id === CONFIG_IDS.responsibleGaming ? 'drop' : 'keep');
}

/** A table's rows for the console; bulletins as served (a row stored before sanitize-on-write shows no handler). */
export async function listTable(context: AppContext, table: Table) {
  const rows = await selectContentRows(context.db, table);
  return table === 'bulletins' ? rows.map((row) => ('content' in row ? storedRow(row) : row)) : rows;
}

export async function createRow(
  context: AppContext,
  operatorId: number,
  table: Table,
  input: BulletinInput | BannerInput,
) {
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const row = await insertContentRow(trx, table, { ...storedRow(input), created_at: at.toISOString() });
    await writeAudit(trx, {
      operatorId,
      action: 'create',
      entity: table,
      entityId: row.id,
      before: null,
      after: row,
      at,
    });
    return row;
  });
}

export async function updateRow(
  context: AppContext,
  operatorId: number,
  table: Table,
  id: number,
  input: BulletinInput | BannerInput,
) {
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const before = await selectContentRow(trx, table, id);
    if (!before) throw refuse(MISSING[table], 404);
    const after = await updateContentRow(trx, table, id, storedRow(input));
    await writeAudit(trx, { operatorId, action: 'update', entity: table, entityId: id, before, after, at });
    return after;
  });
}

export async function deleteRow(context: AppContext, operatorId: number, table: Table | 'config_items', id: number) {
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const before = await deleteContentRow(trx, table, id);
    if (!before) throw refuse(MISSING[table], 404);
    await writeAudit(trx, { operatorId, action: 'delete', entity: table, entityId: id, before, after: null, at });
    return { deleted: true as const };
  });
}

export function listConfigItems(context: AppContext) {
  return selectConfigItems(context.db);
}

/** Creates the config item of that id, or changes it. */
export async function putConfigItem(context: AppContext, operatorId: number, input: ConfigInput) {
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const before = await selectConfigItem(trx, input.id);
    const values = {
      content: storedConfigText(input.id, input.content),
      remark: input.remark,
      updated_at: at.toISOString(),
    };
    const after = before
      ? await updateConfigItem(trx, input.id, values)
      : await insertConfigItem(trx, { id: input.id, ...values });
    await writeAudit(trx, {
      operatorId,
      action: before ? 'update' : 'create',
      entity: 'config_items',
      entityId: input.id,
      before: before ?? null,
      after,
      at,
    });
    return after;
  });
}
