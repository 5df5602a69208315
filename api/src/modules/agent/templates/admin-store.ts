/** SQL of the programme's operator calls: template versions, the claim minimum's row, the settlement runs. */
import { sql, type Insertable, type Kysely } from 'kysely';
import { COMMISSION_STATUS } from 'shared-contracts';
import type { Database } from '../../db/schema';
import type { CommissionTemplatesTable } from '../../db/schema-agents';
import { COMMISSION_SETTINGS_KEY } from './store';

type Db = Kysely<Database>;

/** Every version, the latest to take effect first (of two from one day, the later saved, which wins). */
export function selectTemplateVersions(db: Db) {
  return db
    .selectFrom('commission_templates')
    .selectAll()
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertTemplateVersion(db: Db, row: Insertable<CommissionTemplatesTable>) {
  return db.insertInto('commission_templates').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Writes the programme's settings row, replacing any earlier value. */
export async function upsertCommissionSettings(db: Db, valueJson: string, at: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key: COMMISSION_SETTINGS_KEY, value_json: valueJson, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value_json: valueJson, updated_at: at }))
    .execute();
}

/**
 * A page of settlement runs, newest day first, each with what its agents have claimed so far
 * (a sum over agent_commissions_day_idx (day, status) per run shown, never over the whole table).
 */
export async function selectCommissionDaysPage(db: Db, limit: number, offset: number) {
  const rows = await db
    .selectFrom('commission_days as d')
    .selectAll('d')
    .select((eb) =>
      eb
        .selectFrom('agent_commissions as c')
        .select(sql<number>`coalesce(sum(c.amount), 0)`.as('claimed'))
        .whereRef('c.day', '=', 'd.day')
        .where('c.status', '=', COMMISSION_STATUS.claimed)
        .as('claimed'),
    )
    .orderBy('d.day', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counted = await db
    .selectFrom('commission_days')
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a sum of bigint as numeric text: numbers here, once.
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({ ...row, claimed: Number(row.claimed ?? 0) })),
  };
}
