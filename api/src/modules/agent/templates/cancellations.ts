/**
 * Cancelled versions of the rate template. commission_templates has no column for it (a version is
 * never edited, and the schema's migrations are reserved), so each cancellation is a written-once
 * site setting `commission_template_cancelled:<id>` = { operator_id, at }: its unique key makes a
 * second cancel of the same version a no-op, and the row is never touched again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { insertSettingJsonOnce, parseStoredJson, selectSettingsWithPrefix } from '../../content';

const CANCELLED_PREFIX = 'commission_template_cancelled:';

export interface TemplateCancellation {
  operatorId: number;
  at: string;
}

/** Every cancelled version by id. */
export async function templateCancellations(db: Kysely<Database>): Promise<Map<number, TemplateCancellation>> {
  const rows = await selectSettingsWithPrefix(db, CANCELLED_PREFIX);
  return new Map(
    rows.map((row) => {
      const stored = parseStoredJson(row.value_json) as { operator_id: number; at: string };
      const id = Number(row.key.slice(CANCELLED_PREFIX.length));
      return [id, { operatorId: stored.operator_id, at: stored.at }];
    }),
  );
}

/** The ids of cancelled versions, which never come in force. */
export async function cancelledTemplateIds(db: Kysely<Database>): Promise<number[]> {
  return [...(await templateCancellations(db)).keys()];
}

/** Records a cancellation in the caller's transaction: false when the version was already cancelled. */
export function recordTemplateCancellation(db: Kysely<Database>, id: number, cancellation: TemplateCancellation) {
  const json = JSON.stringify({ operator_id: cancellation.operatorId, at: cancellation.at });
  return insertSettingJsonOnce(db, `${CANCELLED_PREFIX}${id}`, json, cancellation.at);
}
