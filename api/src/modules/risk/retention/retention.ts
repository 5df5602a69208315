/**
 * How long client data is kept (site setting risk_retention_days, 180 days unless an operator
 * changes it, 30 to 3650): the clean-up job deletes client traces past it and clears the address,
 * device id and user agent of audit entries past it (the entries themselves are records and stay).
 */
import type { Kysely } from 'kysely';
import { RISK_RETENTION_DAYS, riskRetentionSchema, type RiskRetention } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { writeAudit } from '../../audit';
import { parseStoredJson, selectSettingJson, SITE_SETTING_KEYS, upsertSettingJson } from '../../content';
import { clearAuditClientsBefore, deleteTracesBefore } from './retention-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows a statement touches at most: a long backlog never holds one big lock (SQLite's writer, PostgreSQL's rows). */
export const RETENTION_BATCH = 1_000;

/** The period in force, read in `db`; a stored value the schema refuses (edited by hand) counts as unset. */
export async function riskRetention(db: Kysely<Database>): Promise<RiskRetention> {
  const stored = await selectSettingJson(db, SITE_SETTING_KEYS.riskRetentionDays);
  const parsed = stored === undefined ? undefined : riskRetentionSchema.safeParse(parseStoredJson(stored));
  return parsed?.success ? parsed.data : { retention_days: RISK_RETENTION_DAYS.default };
}

/** PUT: the new period, audited in its own transaction. */
export async function changeRiskRetention(
  context: AppContext,
  operatorId: number,
  after: RiskRetention,
): Promise<RiskRetention> {
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await riskRetention(trx);
    await upsertSettingJson(trx, SITE_SETTING_KEYS.riskRetentionDays, JSON.stringify(after), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'site_settings',
      entityId: SITE_SETTING_KEYS.riskRetentionDays,
      before,
      after,
      at: now,
    });
  });
  return after;
}

/** Runs `step` (one batch) until a batch comes back short; the total it touched. */
async function inBatches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step();
    total += done;
    if (done < RETENTION_BATCH) return total;
  }
}

/**
 * For the clean-up job: deletes client traces older than the period and clears the client of
 * audit entries older than it. Each batch is its own statement by a condition that only grows true
 * with time, so a run cut off halfway, or a rerun, changes nothing already done.
 */
export async function purgeExpiredClientData(
  context: AppContext,
): Promise<{ clientTraces: number; auditClients: number }> {
  const { retention_days: days } = await riskRetention(context.db);
  const cutoff = new Date(context.now().getTime() - days * DAY_MS).toISOString();
  const clientTraces = await inBatches(() => deleteTracesBefore(context.db, cutoff, RETENTION_BATCH));
  const auditClients = await inBatches(() => clearAuditClientsBefore(context.db, cutoff, RETENTION_BATCH));
  return { clientTraces, auditClients };
}
