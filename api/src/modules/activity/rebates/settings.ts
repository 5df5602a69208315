/** Rebate settings (a site_settings row): whether ended days are settled, and the least a claim may take. */
import type { Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import { selectRebateSettingsRow } from './store';

/** 0.01 USDT until an operator saves another. */
export const DEFAULT_REBATE_CLAIM_MIN = microUsdt(10_000);

export interface RebateSettingsValue {
  /** Off: the job settles no day (days wait, within the look-back, until it is on again); claims of settled days go on. */
  enabled: boolean;
  claimMin: MicroUsdt;
  updatedAt: string | null;
}

/** The settings in force: the stored row ({"enabled", "claim_min": micro-USDT}) or the defaults. */
export async function rebateSettings(db: Kysely<Database>): Promise<RebateSettingsValue> {
  const row = await selectRebateSettingsRow(db);
  if (!row) return { enabled: true, claimMin: DEFAULT_REBATE_CLAIM_MIN, updatedAt: null };
  const stored = JSON.parse(row.value_json) as { enabled?: boolean; claim_min?: number };
  return {
    enabled: stored.enabled !== false,
    claimMin: microUsdt(stored.claim_min ?? DEFAULT_REBATE_CLAIM_MIN),
    updatedAt: row.updated_at,
  };
}
