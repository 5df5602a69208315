/**
 * The operator saves a promotion: each save is a new version (the row's version + 1 and a
 * promotion_versions row), audited with the promotion before and after, all in one transaction.
 */
import { apiMessages, promotionParamsSchema, type PromotionAdmin, type promotionInputSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { promotionInstant, promotionParamsFit } from './admin-checks';
import {
  insertPromotionRow,
  insertPromotionVersion,
  selectPromotionRow,
  updatePromotionRow,
  type PromotionRow,
} from './admin-store';
import { promotionView } from './admin-view';
import { sanitizeOperatorHtml } from '../../../operator-html';

export type PromotionSave = z.output<typeof promotionInputSchema>;

/** The period as ISO UTC, or a refusal (activityPeriodInvalid): a time that does not exist, or an end not after the start. */
function periodOf(input: PromotionSave): { startsAt: string; endsAt: string | null } {
  const startsAt = promotionInstant(input.starts_at);
  const endText = input.ends_at ?? '';
  const endsAt = endText === '' ? null : promotionInstant(endText);
  if (startsAt === null || (endText !== '' && endsAt === null)) throw refuse(apiMessages.activityPeriodInvalid);
  if (endsAt !== null && endsAt.getTime() <= startsAt.getTime()) throw refuse(apiMessages.activityPeriodInvalid);
  return { startsAt: startsAt.toISOString(), endsAt: endsAt?.toISOString() ?? null };
}

/**
 * PUT /api/admin/promotions/:type: a new version of the type's promotion (its first save creates
 * it). Refused, storing nothing: params that break the contract schema, are of another rule kind
 * than the type's or fail its cross-field rules (activityParamsInvalid); a bad period
 * (activityPeriodInvalid). `operatorId` null: written by the system (the demo seed).
 */
export async function savePromotion(
  context: AppContext,
  operatorId: number | null,
  input: PromotionSave,
): Promise<PromotionAdmin> {
  const parsed = promotionParamsSchema.safeParse(input.params);
  if (!parsed.success || !promotionParamsFit(input.type, parsed.data)) throw refuse(apiMessages.activityParamsInvalid);
  const { startsAt, endsAt } = periodOf(input);
  const now = context.now().toISOString();
  const fields = {
    group_key: input.group,
    title: input.title,
    summary: input.summary,
    cover: input.cover,
    rules_html: sanitizeOperatorHtml(input.rules_html, 'drop'),
    params_json: JSON.stringify(parsed.data),
    starts_at: startsAt,
    ends_at: endsAt,
    status: input.status,
    sort: input.sort,
    updated_at: now,
  };
  return inTransaction(context.db, async (trx) => {
    const before = await selectPromotionRow(trx, input.type);
    let after: PromotionRow | undefined;
    if (before === undefined) {
      // Two first saves at once: the type's unique key fails one, whose retry saves version 2.
      after = await insertPromotionRow(trx, { type: input.type, ...fields, version: 1 });
    } else {
      // The version row first: its unique key (promotion, version) stops a concurrent save of the
      // same version, which is retried on the row as the first one left it.
      const snapshot: PromotionRow = { ...before, ...fields, version: before.version + 1 };
      await insertVersion(trx, snapshot, operatorId, now);
      after = await updatePromotionRow(trx, before.id, before.version, { ...fields, version: snapshot.version });
    }
    if (after === undefined) throw new Error(`promotion ${input.type}: the row changed under its version lock`);
    if (before === undefined) await insertVersion(trx, after, operatorId, now);
    await writeAudit(trx, {
      operatorId,
      action: before === undefined ? 'create' : 'update',
      entity: 'promotions',
      entityId: after.id,
      before: before === undefined ? null : promotionView(before),
      after: promotionView(after),
      at: context.now(),
    });
    return promotionView(after);
  });
}

function insertVersion(trx: AppContext['db'], row: PromotionRow, operatorId: number | null, at: string) {
  return insertPromotionVersion(trx, {
    promotion_id: row.id,
    version: row.version,
    snapshot_json: JSON.stringify(row),
    operator_id: operatorId,
    created_at: at,
  });
}
