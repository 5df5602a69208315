/**
 * Operator settings kept in site_settings, one JSON value a key. The keys are named here once, as
 * more than one module reads a setting (the turnover module reads the withdrawal rules' multiplier).
 */
export const SITE_SETTING_KEYS = {
  withdrawalRules: 'withdrawal_rules',
  buyGuide: 'buy_guide',
  riskRetentionDays: 'risk_retention_days',
  consoleAllowList: 'console_allow_list',
  withdrawalRiskFlags: 'withdrawal_risk_flags',
  moneyControls: 'money_controls',
} as const;

/** A stored setting's JSON, or undefined when it is not JSON (the schema then refuses it). */
export function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
