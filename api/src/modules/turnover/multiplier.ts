/**
 * The multiplier a credit's turnover requirement is taken with: the operator's withdrawal rules'
 * turnover_multiplier (site_settings), read here so that deposits and pay channels, which add
 * requirements, need not reach up into the withdrawals module. A stored value the schema refuses
 * counts as unset, as it does for the rest of the withdrawal rules.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_WITHDRAWAL_RULES, withdrawalRulesSchema } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { parseStoredJson, selectSettingJson, SITE_SETTING_KEYS } from '../content';

export async function turnoverMultiplier(db: Kysely<Database>): Promise<number> {
  const stored = await selectSettingJson(db, SITE_SETTING_KEYS.withdrawalRules);
  if (stored === undefined) return DEFAULT_WITHDRAWAL_RULES.turnoverMultiplier;
  const parsed = withdrawalRulesSchema.safeParse(parseStoredJson(stored));
  return parsed.success ? parsed.data.turnover_multiplier : DEFAULT_WITHDRAWAL_RULES.turnoverMultiplier;
}
