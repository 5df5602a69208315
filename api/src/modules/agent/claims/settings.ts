/** The programme's operator settings (a site_settings row): the least a claim may take. */
import type { Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import { selectCommissionSettingsRow } from './settings-store';

/** 1 USDT until an operator saves another. */
export const DEFAULT_CLAIM_MIN = microUsdt(1_000_000);

export interface CommissionSettings {
  claimMin: MicroUsdt;
  updatedAt: string | null;
}

export async function commissionSettings(db: Kysely<Database>): Promise<CommissionSettings> {
  const row = await selectCommissionSettingsRow(db);
  if (!row) return { claimMin: DEFAULT_CLAIM_MIN, updatedAt: null };
  const stored = JSON.parse(row.value_json) as { claim_min: number };
  return { claimMin: microUsdt(stored.claim_min), updatedAt: row.updated_at };
}
