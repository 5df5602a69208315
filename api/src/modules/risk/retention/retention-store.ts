/** SQL of the retention of client data: old client traces deleted, old audit entries' client cleared, in batches. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** Deletes up to `batch` client traces made before `cutoff`; how many it deleted. */
export async function deleteTracesBefore(db: Db, cutoff: string, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('client_traces')
    .where('id', 'in', (eb) =>
      eb.selectFrom('client_traces').select('id').where('created_at', '<', cutoff).limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Clears the address, device id and user agent of up to `batch` audit entries made before `cutoff`
 * that still hold any; the entry itself (who changed what) stays. How many it cleared.
 */
export async function clearAuditClientsBefore(db: Db, cutoff: string, batch: number): Promise<number> {
  const result = await db
    .updateTable('audit_log')
    .set({ ip: null, device_id: null, user_agent: null })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('audit_log')
        .select('id')
        .where('created_at', '<', cutoff)
        .where((inner) =>
          inner.or([
            inner('ip', 'is not', null),
            inner('device_id', 'is not', null),
            inner('user_agent', 'is not', null),
          ]),
        )
        .limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
