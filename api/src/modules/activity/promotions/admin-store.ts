/** SQL of the operator's promotions: the rows, their saved versions, and the claims report over promotion_claims. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import type { PromotionsTable, PromotionVersionsTable } from '../../../db/schema-activities';

type Db = Kysely<Database>;
export type PromotionRow = Selectable<PromotionsTable>;

/** Every promotion row, by type. */
export function selectPromotionRows(db: Db): Promise<PromotionRow[]> {
  return db.selectFrom('promotions').selectAll().orderBy('type').execute();
}

export function selectPromotionRow(db: Db, type: number): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('type', '=', type).executeTakeFirst();
}

export function insertPromotionRow(db: Db, row: Insertable<PromotionsTable>): Promise<PromotionRow> {
  return db.insertInto('promotions').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Writes the new version over the row, only while it still holds `fromVersion`; the row after, or undefined. */
export function updatePromotionRow(
  db: Db,
  id: number,
  fromVersion: number,
  values: Updateable<PromotionsTable>,
): Promise<PromotionRow | undefined> {
  return db
    .updateTable('promotions')
    .set(values)
    .where('id', '=', id)
    .where('version', '=', fromVersion)
    .returningAll()
    .executeTakeFirst();
}

export async function insertPromotionVersion(db: Db, row: Insertable<PromotionVersionsTable>): Promise<void> {
  await db.insertInto('promotion_versions').values(row).execute();
}

/** A promotion's saved versions with who saved each (null name: the system's seed), newest first. */
export function selectPromotionVersions(db: Db, promotionId: number) {
  return db
    .selectFrom('promotion_versions')
    .leftJoin('operators', 'operators.id', 'promotion_versions.operator_id')
    .select([
      'promotion_versions.version',
      'promotion_versions.snapshot_json',
      'promotion_versions.operator_id',
      'operators.username as operator_name',
      'promotion_versions.created_at',
    ])
    .where('promotion_versions.promotion_id', '=', promotionId)
    .orderBy('promotion_versions.version', 'desc')
    .execute();
}

/** What the claims report filters on; created_at bounds are ISO UTC, from inclusive, to exclusive. */
export interface ClaimFilter {
  activityType?: number;
  playerId?: number;
  createdFrom?: string;
  createdBefore?: string;
}

function filteredClaims(db: Db, filter: ClaimFilter) {
  let query = db.selectFrom('promotion_claims as c');
  if (filter.activityType !== undefined) query = query.where('c.activity_type', '=', filter.activityType);
  if (filter.playerId !== undefined) query = query.where('c.player_id', '=', filter.playerId);
  if (filter.createdFrom !== undefined) query = query.where('c.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore !== undefined) query = query.where('c.created_at', '<', filter.createdBefore);
  return query;
}

/** Count and sum of the claims the filter matches, per activity type (0 = rebates), by type. */
export async function selectClaimTotals(
  db: Db,
  filter: ClaimFilter = {},
): Promise<Array<{ activityType: number; count: number; amount: MicroUsdt }>> {
  const rows = await filteredClaims(db, filter)
    .select((eb) => [
      'c.activity_type',
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('c.amount'), eb.lit(0)).as('amount'),
    ])
    .groupBy('c.activity_type')
    .orderBy('c.activity_type')
    .execute();
  return rows.map((row) => ({
    activityType: row.activity_type,
    count: Number(row.count),
    amount: microUsdt(Number(row.amount)),
  }));
}

/** A page of the claims the filter matches, newest first, with the player's username. */
export async function selectClaimsPage(db: Db, filter: ClaimFilter, limit: number, offset: number) {
  const rows = await filteredClaims(db, filter)
    .innerJoin('players as p', 'p.id', 'c.player_id')
    .select([
      'c.id',
      'c.player_id',
      'p.username',
      'c.activity_type',
      'c.period_key',
      'c.amount',
      'c.turnover_required',
      'c.created_at',
    ])
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    ...row,
    amount: microUsdt(Number(row.amount)),
    turnover_required: microUsdt(Number(row.turnover_required)),
  }));
}
