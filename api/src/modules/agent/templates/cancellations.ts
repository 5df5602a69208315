/**
 * Cancelled versions of the rate template (commission_templates.cancelled_at / cancelled_by,
 * migration 029): the conditional update makes a second cancel of the same version a no-op.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { selectTemplateCancellations, updateTemplateCancelled } from './store';

export interface TemplateCancellation {
  operatorId: number;
  at: string;
}

/** Every cancelled version by id. */
export async function templateCancellations(db: Kysely<Database>): Promise<Map<number, TemplateCancellation>> {
  const rows = await selectTemplateCancellations(db);
  return new Map(
    rows.map((row) => [Number(row.id), { operatorId: Number(row.cancelled_by), at: String(row.cancelled_at) }]),
  );
}

/** The ids of cancelled versions, which never come in force. */
export async function cancelledTemplateIds(db: Kysely<Database>): Promise<number[]> {
  return [...(await templateCancellations(db)).keys()];
}

/** Records a cancellation in the caller's transaction: false when the version was already cancelled. */
export function recordTemplateCancellation(db: Kysely<Database>, id: number, cancellation: TemplateCancellation) {
  return updateTemplateCancelled(db, id, cancellation.operatorId, cancellation.at);
}
