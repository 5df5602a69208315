/**
 * SQL of the commission's settlement runs beyond the engine's own bookkeeping (modules/settlement):
 * a day's run row, what agents have claimed of a day, and the operator's page of runs.
 */
import { sql, type Kysely } from 'kysely';
import { COMMISSION_STATUS } from 'shared-contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The run row of a day (commission_days), if a run has begun. */
export function selectCommissionDay(db: Db, day: string) {
  return db.selectFrom('commission_days').selectAll().where('day', '=', day).executeTakeFirst();
}

/** Σ amount of a day's rows in one status (what agents have claimed of it). */
export async function selectDayClaimed(db: Db, day: string, status: number): Promise<number> {
  const row = await db
    .selectFrom('agent_commissions')
    .select(sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('total'))
    .where('day', '=', day)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.total);
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
