/**
 * Operator settings of money out, kept as JSON rows in site_settings and checked with the
 * contract's schema on the way in and out: the withdrawal rules (limits, fee, turnover multiplier,
 * addresses per player). A site that never saved them runs on DEFAULT_WITHDRAWAL_RULES.
 */
import type { Kysely } from 'kysely';
import {
  apiMessages,
  DEFAULT_WITHDRAWAL_RULES,
  formatUsdt,
  parseUsdt,
  withdrawalFee,
  withdrawalRulesSchema,
  withdrawalSettingsInputSchema,
  type MicroUsdt,
  type WithdrawalRules,
} from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { parseStoredJson, selectSettingJson, SITE_SETTING_KEYS, upsertSettingJson } from '../../content';
import { hotWalletAddress } from '../hot-wallet/address';

/** The rules in micro-USDT, as the use cases compute with them (the fields of DEFAULT_WITHDRAWAL_RULES). */
export interface Rules {
  minAmount: MicroUsdt;
  maxAmount: MicroUsdt;
  feeFixed: MicroUsdt;
  feeRateBps: number;
  dailyCount: number;
  dailyAmount: MicroUsdt;
  maxPending: number;
  turnoverMultiplier: number;
  maxAddresses: number;
}

/** The rules as the contract shows them (USDT text). */
export function rulesText(rules: Rules): WithdrawalRules {
  return {
    min_amount: formatUsdt(rules.minAmount),
    max_amount: formatUsdt(rules.maxAmount),
    fee_fixed: formatUsdt(rules.feeFixed),
    fee_rate_bps: rules.feeRateBps,
    daily_count: rules.dailyCount,
    daily_amount: formatUsdt(rules.dailyAmount),
    max_pending: rules.maxPending,
    turnover_multiplier: rules.turnoverMultiplier,
    max_addresses: rules.maxAddresses,
  };
}

/** The contract's text form back in micro-USDT; null when an amount is not one. */
function rulesFromText(text: WithdrawalRules): Rules | null {
  const amounts = [text.min_amount, text.max_amount, text.fee_fixed, text.daily_amount].map(parseUsdt);
  if (amounts.some((amount) => amount === null)) return null;
  const [minAmount, maxAmount, feeFixed, dailyAmount] = amounts as MicroUsdt[];
  return {
    minAmount: minAmount!,
    maxAmount: maxAmount!,
    feeFixed: feeFixed!,
    feeRateBps: text.fee_rate_bps,
    dailyCount: text.daily_count,
    dailyAmount: dailyAmount!,
    maxPending: text.max_pending,
    turnoverMultiplier: text.turnover_multiplier,
    maxAddresses: text.max_addresses,
  };
}

/**
 * The withdrawal rules in force, read in `db` (a transaction's, to judge a request by the rules
 * it read). A stored value the schema refuses (edited by hand) counts as unset: the defaults are
 * the conservative ones a new site starts with, never a looser rule.
 */
export async function withdrawalRules(db: Kysely<Database>): Promise<Rules> {
  const stored = await selectSettingJson(db, SITE_SETTING_KEYS.withdrawalRules);
  if (stored !== undefined) {
    const parsed = withdrawalRulesSchema.safeParse(parseStoredJson(stored));
    const rules = parsed.success ? rulesFromText(parsed.data) : null;
    if (rules) return rules;
  }
  return { ...DEFAULT_WITHDRAWAL_RULES };
}

/** GET /api/admin/withdrawal-settings, with the hot wallet's payout address (null: manual payouts only). */
export async function withdrawalSettings(context: AppContext) {
  return { ...rulesText(await withdrawalRules(context.db)), hot_wallet_address: hotWalletAddress(context) };
}

/**
 * PUT /api/admin/withdrawal-settings, audited in its own transaction. Refused (withdrawSettingsInvalid)
 * when the minimum does not exceed its own fee (a withdrawal would pay out nothing) or exceeds the maximum.
 */
export async function changeWithdrawalSettings(
  context: AppContext,
  operatorId: number,
  input: z.output<typeof withdrawalSettingsInputSchema>,
) {
  const rules = rulesFromText(input);
  if (!rules) throw refuse(apiMessages.badField);
  const minimumFee = withdrawalFee(rules.minAmount, rules.feeFixed, rules.feeRateBps);
  if (rules.minAmount <= minimumFee || rules.minAmount > rules.maxAmount)
    throw refuse(apiMessages.withdrawSettingsInvalid);
  const after = withdrawalRulesSchema.parse(rulesText(rules));
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = rulesText(await withdrawalRules(trx));
    await upsertSettingJson(trx, SITE_SETTING_KEYS.withdrawalRules, JSON.stringify(after), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'site_settings',
      entityId: SITE_SETTING_KEYS.withdrawalRules,
      before,
      after,
      at: now,
    });
  });
  return withdrawalSettings(context);
}
