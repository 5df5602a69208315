/**
 * Money out (spec §2 /withdrawal and /safe, popups 4 and 5, §3 withdrawal address, §4, §5): bound
 * addresses, the withdrawal password, and withdrawal requests. Amounts are decimal USDT text.
 */
import { z } from 'zod';
import { MICRO_PER_USDT, microUsdt, type MicroUsdt } from '../money';
import { usdtText } from './account';
import { idField, usdtAmountField } from './fields';
import { apiMessages } from './messages';

/** Spec §3, §9: 1 a TRC20 address, 2 a wallet provider by phone area code + number, 3 another wallet provider's address. */
export const WITHDRAW_ADDRESS_TYPES = { trc20: 1, phoneWallet: 2, otherWallet: 3 } as const;
export type WithdrawAddressType = 1 | 2 | 3;

/** Spec §5, §9: the withdrawal password's length. */
export const WITHDRAW_PASSWORD_MIN = 8;
export const WITHDRAW_PASSWORD_MAX = 20;

const addressTypeField = z.coerce
  .number({ error: apiMessages.withdrawAddressTypeInvalid })
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: apiMessages.withdrawAddressTypeInvalid }));

/** Spec §3 withdrawal address. For type 2 `address` is the phone number and `area` its area code. */
export const withdrawAddressSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  address: z.string(),
  /** Digits of the phone area code (type 2), else null. */
  area: z.string().nullable(),
  created_at: z.string(),
});
export type WithdrawAddress = z.infer<typeof withdrawAddressSchema>;

/** POST /api/plat/address-list: the player's bound addresses, oldest first, and how many may be bound. */
export const addressListResultSchema = z.object({
  list: z.array(withdrawAddressSchema),
  max: z.number().int(),
});

/**
 * POST /api/plat/bind-address. Types 1 and 3 send `address` (type 1: base58check TRON, version
 * 0x41, else TRON地址格式错误); type 2 sends `area` (1–4 digits, a leading + allowed) and `address`
 * (the phone number, 5–15 digits). A duplicate of a bound one is refused with 不可重复添加.
 */
export const bindAddressRequestSchema = z.object({
  type: addressTypeField,
  address: z
    .string({ error: apiMessages.withdrawAddressMissing })
    .trim()
    .min(1, apiMessages.withdrawAddressMissing)
    .max(128, apiMessages.tooLong),
  area: z.string({ error: apiMessages.withdrawAreaInvalid }).trim().max(8, apiMessages.withdrawAreaInvalid).optional(),
});
export type BindAddressRequest = z.infer<typeof bindAddressRequestSchema>;

/** POST /api/plat/del-address (the client asks 是否确定删除? first). */
export const deleteAddressRequestSchema = z.object({ id: idField });

const withdrawPasswordField = z
  .string({ error: apiMessages.missingFields })
  .min(1, apiMessages.missingFields)
  .min(WITHDRAW_PASSWORD_MIN, apiMessages.withdrawPasswordLength)
  .max(WITHDRAW_PASSWORD_MAX, apiMessages.withdrawPasswordLength);

/** POST /api/plat/set-password: the first withdrawal password (refused once one exists). */
export const setWithdrawPasswordRequestSchema = z
  .object({ password: withdrawPasswordField, confirm_password: withdrawPasswordField })
  .refine((body) => body.password === body.confirm_password, {
    message: apiMessages.withdrawPasswordMismatch,
    path: ['confirm_password'],
  });

/** POST /api/plat/update-password: a wrong old password counts towards the lock like a wrong one at withdrawal. */
export const updateWithdrawPasswordRequestSchema = z
  .object({
    old_password: z
      .string({ error: apiMessages.missingFields })
      .min(1, apiMessages.missingFields)
      .max(64, apiMessages.tooLong),
    password: withdrawPasswordField,
    confirm_password: withdrawPasswordField,
  })
  .refine((body) => body.password === body.confirm_password, {
    message: apiMessages.withdrawPasswordMismatch,
    path: ['confirm_password'],
  });

/** A client's id for one submission: a retry (double tap, lost answer) sends the same one and gets the first answer. */
export const clientRequestIdField = z
  .string({ error: apiMessages.withdrawRequestIdInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, apiMessages.withdrawRequestIdInvalid);

/** POST /api/plat/withdraw-apply: `amount` is what arrives; the fee is held on top of it. */
export const withdrawApplyRequestSchema = z.object({
  amount: usdtAmountField,
  address_id: idField,
  password: z
    .string({ error: apiMessages.withdrawPasswordMissing })
    .min(1, apiMessages.withdrawPasswordMissing)
    .max(64, apiMessages.tooLong),
  request_id: clientRequestIdField,
});
export type WithdrawApplyRequest = z.infer<typeof withdrawApplyRequestSchema>;

/**
 * Where a withdrawal is: review (held, waiting for an operator) → paying (approved, a chain
 * transfer under way) → paid; or review → rejected (hold released). A hot-wallet payout the chain
 * did not clearly decide (failed, or absent past its expiry) → verify (待核实, still held) until an
 * operator records the chain's answer: back to review, or paid.
 */
export const withdrawalStateSchema = z.enum(['review', 'paying', 'verify', 'paid', 'rejected']);
export type WithdrawalState = z.infer<typeof withdrawalStateSchema>;

/** The state a player is told: `verify` is an operator's word, shown to the player as `paying` (still in progress). */
export const playerWithdrawalStateSchema = withdrawalStateSchema.exclude(['verify']);
export type PlayerWithdrawalState = z.infer<typeof playerWithdrawalStateSchema>;

/** A player's withdrawal as the player sees it; `status` is spec §3's record status (1 done, 2 pending, 3 rejected). */
export const withdrawalSchema = z.object({
  order_id: z.string(),
  amount: usdtText,
  fee: usdtText,
  /** amount + fee: what left the balance. */
  total: usdtText,
  address_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  address: z.string(),
  area: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  state: playerWithdrawalStateSchema,
  /** The operator's reason, when rejected. */
  reason: z.string().nullable(),
  /** The payout's chain transaction id (type 1), once paid. */
  tx_id: z.string().nullable(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** Operator settings of withdrawals (GET/PUT /api/admin/withdrawal-settings); amounts in USDT text. */
export const withdrawalRulesSchema = z.object({
  min_amount: usdtText,
  max_amount: usdtText,
  /** A fixed fee per withdrawal, plus `fee_rate_bps` ten-thousandths of the amount (rounded up to the micro-USDT). */
  fee_fixed: usdtText,
  fee_rate_bps: z.number().int().min(0).max(10_000),
  daily_count: z.number().int().min(1),
  daily_amount: usdtText,
  /** Requests in progress (review, paying, verify) at once, per player. */
  max_pending: z.number().int().min(1),
  /** Each deposit asks for this many times its amount in settled stakes before a withdrawal (0 = none). */
  turnover_multiplier: z.number().min(0).max(100),
  /** Bound addresses per player. */
  max_addresses: z.number().int().min(1).max(50),
});
export type WithdrawalRules = z.infer<typeof withdrawalRulesSchema>;

/** POST /api/plat/withdraw-info: everything /withdrawal shows before the player submits. */
export const withdrawInfoResultSchema = z.object({
  balance: usdtText,
  /** The most the player can ask for now (0 while a turnover requirement is open or the daily cap is used). */
  withdrawable: usdtText,
  rules: withdrawalRulesSchema,
  /** Settled stakes still to be wagered before any withdrawal; "0.000000" when none. */
  turnover_remaining: usdtText,
  daily_count_used: z.number().int(),
  daily_amount_used: usdtText,
  /** The requests in progress (review, paying, verify — the last shown as paying). */
  pending: z.array(withdrawalSchema),
  set_password: z.boolean(),
  /** ISO-8601 UTC while too many wrong passwords lock withdrawals, else null. */
  locked_until: z.string().nullable(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoResultSchema>;

/** The fee of withdrawing `amount`: fixed + ⌈amount × bps / 10 000⌉, in micro-USDT. */
export function withdrawalFee(amount: MicroUsdt, fixed: MicroUsdt, rateBps: number): MicroUsdt {
  // In BigInt: amount × bps may pass 2^53 for the largest amounts.
  const rated = (BigInt(amount) * BigInt(rateBps) + 9_999n) / 10_000n;
  return microUsdt(fixed + Number(rated));
}

/**
 * The largest amount whose amount + fee fits in `funds` (what 全部 fills in), or 0.
 * @example largestWithdrawal(10_000_000, 1_000_000, 0) // 9_000_000
 */
export function largestWithdrawal(funds: MicroUsdt, fixed: MicroUsdt, rateBps: number): MicroUsdt {
  if (funds <= fixed) return microUsdt(0);
  let amount = Number((BigInt(funds - fixed) * 10_000n) / BigInt(10_000 + rateBps));
  // The fee rounds up, so the first guess may be a micro-USDT or two over.
  while (amount > 0 && amount + withdrawalFee(microUsdt(amount), fixed, rateBps) > funds) amount -= 1;
  return microUsdt(Math.max(0, amount));
}

/** The defaults a new site starts with (a real operator reviews them before going live). */
export const DEFAULT_WITHDRAWAL_RULES = {
  minAmount: microUsdt(10 * MICRO_PER_USDT),
  maxAmount: microUsdt(50_000 * MICRO_PER_USDT),
  feeFixed: microUsdt(1 * MICRO_PER_USDT),
  feeRateBps: 0,
  dailyCount: 5,
  dailyAmount: microUsdt(100_000 * MICRO_PER_USDT),
  maxPending: 1,
  turnoverMultiplier: 1,
  maxAddresses: 5,
} as const;

/** GET /api/plat/buy-guide: the /buy page, operator-edited content. */
export const buyGuideSchema = z.object({
  intro: z.string(),
  steps: z.array(z.string()),
  /** Exchanges where USDT can be bought; only http(s) links are kept. */
  links: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type BuyGuide = z.infer<typeof buyGuideSchema>;

/** Composed refusals: the rule's figure is part of the message. */
export const withdrawRefusals = {
  belowMinimum: (min: string) => `单笔最低提现${min} USDT`,
  aboveMaximum: (max: string) => `单笔最高提现${max} USDT`,
  dailyCount: (count: number) => `今日提现次数已达上限（${count}次）`,
  dailyAmount: (left: string) => `超出今日提现额度，今日还可提现${left} USDT`,
  turnover: (remaining: string) => `还需完成有效投注${remaining} USDT才可提现`,
  passwordWrong: (attemptsLeft: number) => `提现密码错误，还可尝试${attemptsLeft}次`,
};
