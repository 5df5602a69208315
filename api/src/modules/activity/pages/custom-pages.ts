/** /customDetail 特殊活动页面: operator-written pages (audited writes); players read the published ones. */
import { apiMessages, type customPageInputSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { formatShanghaiTime } from '../../../shanghai-time';
import { writeAudit } from '../../audit';
import {
  insertCustomPage,
  selectCustomPage,
  selectCustomPages,
  selectPublishedPage,
  updateCustomPageRow,
} from './custom-pages-store';
import { sanitizeOperatorHtml } from '../../../operator-html';

type CustomPageInput = z.output<typeof customPageInputSchema>;

/** GET /api/admin/custom-pages: every page, newest first. */
export async function listCustomPagesAdmin(context: AppContext) {
  return { list: await selectCustomPages(context.db) };
}

/** POST /api/admin/custom-pages: a new page, audited in its transaction. `operatorId` null: the system (the demo seed). */
export async function createCustomPage(context: AppContext, operatorId: number | null, input: CustomPageInput) {
  const now = context.now();
  return inTransaction(context.db, async (trx) => {
    const page = await insertCustomPage(trx, {
      ...input,
      html: sanitizeOperatorHtml(input.html, 'clean'),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await writeAudit(trx, {
      operatorId,
      action: 'create',
      entity: 'custom_pages',
      entityId: page.id,
      before: null,
      after: page,
      at: now,
    });
    return page;
  });
}

/** PUT /api/admin/custom-pages/:id: changes a page (customPageNotFound when there is none), audited. */
export async function updateCustomPage(
  context: AppContext,
  operatorId: number,
  input: CustomPageInput & { id: number },
) {
  const now = context.now();
  return inTransaction(context.db, async (trx) => {
    const before = await selectCustomPage(trx, input.id);
    if (before === undefined) throw refuse(apiMessages.customPageNotFound, 404);
    const { id, ...fields } = input;
    const html = sanitizeOperatorHtml(fields.html, 'clean');
    const page = await updateCustomPageRow(trx, id, { ...fields, html, updated_at: now.toISOString() });
    if (page === undefined) throw refuse(apiMessages.customPageNotFound, 404);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'custom_pages',
      entityId: id,
      before,
      after: page,
      at: now,
    });
    return page;
  });
}

/** Whether any page exists (the demo seed writes one only into an empty table). */
export async function hasCustomPages(context: AppContext): Promise<boolean> {
  return (await selectCustomPages(context.db)).length > 0;
}

/**
 * GET /api/plat/custom-page?id=: a published page, or without an id the newest published one;
 * a page that is off, or none, is customPageNotFound. updated_at as Asia/Shanghai wall time.
 */
export async function publishedCustomPage(context: AppContext, id?: number) {
  const page = await selectPublishedPage(context.db, id);
  if (page === undefined) throw refuse(apiMessages.customPageNotFound, 404);
  return { id: page.id, title: page.title, html: page.html, updated_at: formatShanghaiTime(page.updated_at) };
}
