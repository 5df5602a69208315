/**
 * The rate template as the rule computes with it, read from its stored versions: the version in
 * force on a day (what settles that day), and the contract's shape of a version.
 */
import type { Kysely } from 'kysely';
import { formatUsdt, microUsdt, type CategoryTiers } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import type { CommissionTemplate } from '../commission/commission-rule';
import { cancelledTemplateIds } from './cancellations';
import { selectTemplateInForce } from './store';

/** A stored version's categories: micro-USDT thresholds, rates per 10,000. */
export type StoredCategories = { game_type_id: number; tiers: { min_performance: number; rate: number }[] }[];

export interface TemplateVersion {
  id: number;
  effectiveFrom: string;
  template: CommissionTemplate;
  categories: StoredCategories;
}

export function parseCategories(json: string): StoredCategories {
  return JSON.parse(json) as StoredCategories;
}

/** The rule's map of a version's categories. */
export function templateOf(categories: StoredCategories): CommissionTemplate {
  return new Map(
    categories.map((category) => [
      category.game_type_id,
      category.tiers.map((tier) => ({ minPerformance: microUsdt(tier.min_performance), rate: tier.rate })),
    ]),
  );
}

/** A stored version's categories as the contract shows them (thresholds as 6-place USDT text). */
export function categoriesView(categories: StoredCategories): CategoryTiers[] {
  return categories.map((category) => ({
    game_type_id: category.game_type_id,
    tiers: category.tiers.map((tier) => ({
      min_performance: formatUsdt(microUsdt(tier.min_performance)),
      rate: tier.rate,
    })),
  }));
}

/** The stored version in force on `day`, skipping cancelled ones; undefined before the programme began. */
export async function templateRowInForce(db: Kysely<Database>, day: string) {
  return selectTemplateInForce(db, day, await cancelledTemplateIds(db));
}

/** The version in force on `day` (migration 015 seeds one from 2000-01-01, so there always is one). */
export async function templateInForce(db: Kysely<Database>, day: string): Promise<TemplateVersion> {
  const row = await templateRowInForce(db, day);
  if (!row) throw new Error(`no commission template in force on ${day}`);
  const categories = parseCategories(row.categories_json);
  return { id: row.id, effectiveFrom: row.effective_from, template: templateOf(categories), categories };
}
