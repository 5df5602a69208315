/**
 * The thresholds of the two-person rule on money (site setting 'money_controls'), read by the
 * adjustments (players-admin) and the unmatched-deposit assignment (deposits): here, below both.
 * Unsaved, or edited by hand into something the schema refuses, they derive from the environment's
 * ADJUSTMENT_APPROVAL_USDT: the single amount itself, 10× a day per operator, 5× per player, and
 * 10× for assigning an unmatched deposit.
 */
import type { Kysely } from 'kysely';
import { microUsdt, moneyControlsSchema, parseUsdt, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { parseStoredJson, SITE_SETTING_KEYS } from './site-settings';
import { selectSettingJson } from './site-settings-store';

export interface MoneyControlLimits {
  approvalThreshold: MicroUsdt;
  operatorDailyCap: MicroUsdt;
  playerDailyCap: MicroUsdt;
  assignmentThreshold: MicroUsdt;
  /** Whether an operator saved them. */
  saved: boolean;
}

function defaultsOf(approvalThreshold: MicroUsdt): MoneyControlLimits {
  return {
    approvalThreshold,
    operatorDailyCap: microUsdt(approvalThreshold * 10),
    playerDailyCap: microUsdt(approvalThreshold * 5),
    assignmentThreshold: microUsdt(approvalThreshold * 10),
    saved: false,
  };
}

/** The limits in force, read in `db` (a transaction's, to judge a request by what it read). */
export async function moneyControlsIn(
  db: Kysely<Database>,
  environmentThreshold: MicroUsdt,
): Promise<MoneyControlLimits> {
  const stored = await selectSettingJson(db, SITE_SETTING_KEYS.moneyControls);
  const parsed = stored === undefined ? null : moneyControlsSchema.safeParse(parseStoredJson(stored));
  if (!parsed?.success) return defaultsOf(environmentThreshold);
  const amounts = [
    parsed.data.approval_threshold,
    parsed.data.operator_daily_cap,
    parsed.data.player_daily_cap,
    parsed.data.assignment_threshold,
  ].map(parseUsdt);
  if (amounts.some((amount) => amount === null)) return defaultsOf(environmentThreshold);
  const [approvalThreshold, operatorDailyCap, playerDailyCap, assignmentThreshold] = amounts as MicroUsdt[];
  return {
    approvalThreshold: approvalThreshold!,
    operatorDailyCap: operatorDailyCap!,
    playerDailyCap: playerDailyCap!,
    assignmentThreshold: assignmentThreshold!,
    saved: true,
  };
}
