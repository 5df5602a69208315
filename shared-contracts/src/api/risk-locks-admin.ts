/**
 * Operator endpoints of a player's partial locks (禁止提现 / 禁止投注 / 禁止领取优惠, beside the login
 * lock) and of the withdrawal review's risk flags: the flags a request carries and their thresholds
 * (one site setting, audited).
 */
import { z } from 'zod';
import { requiredText, idField } from './fields';
import { riskLockApiMessages } from './messages-risk-locks';
import { apiMessages } from './messages';

export const riskLockPaths = {
  /** GET: the player's locks; POST { restriction, enabled, reason } sets or lifts one (财务, audited). */
  playerRestrictions: (playerId: number | ':id') => `/api/admin/players/${playerId}/restrictions`,
  /** GET, PUT (财务, audited): the thresholds of the withdrawal review's flags. */
  withdrawalRiskFlags: '/api/admin/withdrawal-risk-flags',
} as const;

export const playerRestrictionKinds = ['withdraw', 'bet', 'claim'] as const;
export const playerRestrictionKindSchema = z.enum(playerRestrictionKinds, {
  error: riskLockApiMessages.restrictionInvalid,
});
export type PlayerRestrictionKind = z.infer<typeof playerRestrictionKindSchema>;

export const playerRestrictionLabels: Readonly<Record<PlayerRestrictionKind, string>> = {
  withdraw: '禁止提现',
  bet: '禁止投注',
  claim: '禁止领取优惠',
};

/** One lock in force: why, who set it and when. */
export const adminPlayerRestrictionSchema = z.object({
  restriction: playerRestrictionKindSchema,
  reason: z.string(),
  created_by: z.number().int(),
  /** The operator's username (null if the account is gone). */
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPlayerRestriction = z.infer<typeof adminPlayerRestrictionSchema>;

export const adminPlayerRestrictionsSchema = z.object({
  player_id: z.number().int(),
  /** Only the locks in force; a kind missing is not locked. */
  restrictions: z.array(adminPlayerRestrictionSchema),
});
export type AdminPlayerRestrictions = z.infer<typeof adminPlayerRestrictionsSchema>;

export const playerRestrictionsQuerySchema = z.object({ id: idField });

/** POST …/players/:id/restrictions: enabled true sets the lock, false lifts it; the reason goes to the audit log. */
export const playerRestrictionRequestSchema = z.object({
  id: idField,
  restriction: playerRestrictionKindSchema,
  enabled: z.boolean({ error: apiMessages.badField }),
  reason: requiredText(riskLockApiMessages.restrictionReasonRequired, 200),
});
export type PlayerRestrictionRequest = z.infer<typeof playerRestrictionRequestSchema>;

export const withdrawalRiskFlagKeys = [
  'first_withdrawal',
  'no_bet',
  'bonus_claim',
  'shared_client',
  'new_account',
  'large_amount',
] as const;
export const withdrawalRiskFlagKeySchema = z.enum(withdrawalRiskFlagKeys);
export type WithdrawalRiskFlagKey = z.infer<typeof withdrawalRiskFlagKeySchema>;

export const withdrawalRiskFlagLabels: Readonly<Record<WithdrawalRiskFlagKey, string>> = {
  first_withdrawal: '首次提现',
  no_bet: '未投注提现',
  bonus_claim: '领取优惠后提现',
  shared_client: '关联账户',
  new_account: '新注册',
  large_amount: '大额提现',
};

/** A flag a withdrawal request carries, with what raised it in words; `player_ids`: the other players it shares with. */
export const withdrawalRiskFlagSchema = z.object({
  key: withdrawalRiskFlagKeySchema,
  detail: z.string(),
  player_ids: z.array(z.number().int()).optional(),
});
export type WithdrawalRiskFlag = z.infer<typeof withdrawalRiskFlagSchema>;

const settingsError = { error: riskLockApiMessages.riskFlagSettingsInvalid };
const enabled = z.boolean(settingsError);
const whole = (min: number, max: number) =>
  z.number(settingsError).int(settingsError.error).min(min, settingsError.error).max(max, settingsError.error);
/** A flag's object: a missing or malformed one is refused in Chinese like its fields. */
const flagObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, settingsError);

/** The thresholds of each flag (site setting 'withdrawal_risk_flags'); a flag turned off is never raised. */
export const withdrawalRiskFlagSettingsSchema = z.object(
  {
    first_withdrawal: flagObject({ enabled }),
    /** Raised when the stake since the last deposit is below this share (%) of that deposit. */
    no_bet: flagObject({ enabled, stake_share_pct: whole(1, 1_000) }),
    /** Raised for a promotion, task or rebate claim (promotion_claims) since the last deposit, or within `hours` of the request (0: since the deposit only). */
    bonus_claim: flagObject({ enabled, hours: whole(0, 24 * 365) }),
    /** Raised when another player used the same IP or device, or bound the same withdrawal address. */
    shared_client: flagObject({ enabled }),
    /** Raised when the player registered less than `hours` before the request. */
    new_account: flagObject({ enabled, hours: whole(1, 24 * 365) }),
    /** Raised when the amount exceeds `deposit_multiple` × the player's average deposit. */
    large_amount: flagObject({
      enabled,
      deposit_multiple: z.number(settingsError).min(1, settingsError.error).max(1_000, settingsError.error),
    }),
  },
  settingsError,
);
export type WithdrawalRiskFlagSettings = z.infer<typeof withdrawalRiskFlagSettingsSchema>;

/**
 * A site that never saved the setting. 未投注提现 at 50 %: the turnover requirement (提现设置) is the
 * rule that blocks; this flag only asks a reviewer to look, so it marks money barely played (a
 * deposit passed straight back out), not every player who lost a little and stopped.
 */
export const DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS: WithdrawalRiskFlagSettings = {
  first_withdrawal: { enabled: true },
  no_bet: { enabled: true, stake_share_pct: 50 },
  bonus_claim: { enabled: true, hours: 24 },
  shared_client: { enabled: true },
  new_account: { enabled: true, hours: 24 },
  large_amount: { enabled: true, deposit_multiple: 5 },
};
