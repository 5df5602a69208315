/**
 * The seamless-wallet protocol between the platform and a game provider (the shape aggregators
 * such as Hub88 and PG Soft use): the provider keeps no player money; every stake and payout is
 * a signed call to the platform, which answers with the new balance.
 *
 * Signing: each request carries
 *   x-provider-timestamp: unix time in milliseconds
 *   x-provider-signature: hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the provider's secret
 * and is refused (HTTP 401) when the signature is wrong or the timestamp is more than 5 minutes
 * from the platform's clock. Before the signature, the caller's address must be on the provider's
 * allow-list (PROVIDER_<CODE>_ALLOW), else HTTP 403 `{ code: 403, message }`. Bodies are JSON.
 * Amounts are decimal USDT text, at most 6 places and at most 1,000,000,000 (MAX_AMOUNT_USDT;
 * more is bad input, code 400).
 *
 * Answers: `{ code: 200, result }` on success; a refusal is HTTP 200 with
 * `{ code: <one of PROVIDER_WALLET_CODES>, message: '<Chinese text>' }`, bad input with code 400.
 * Every money call is idempotent by (provider, transaction_id): a repeat of a call that was
 * applied gets its first answer, and so does a rollback of an unknown bet (its tombstone, which
 * also refuses that bet for good). Other refusals are not remembered: the same call may succeed
 * later (a bet refused for funds after a deposit or for a loss limit after midnight, a win whose
 * bet arrives late); a repeat in the meantime is judged again and gets the same refusal. Wins and
 * rollbacks are never refused for player protection: that money is the player's.
 *
 * Rounds: bets of one round_id add to its stake; its first win (any amount, 0 for a lost round,
 * paid or held) settles it. After that the round takes no more bets (roundMismatch) and no bet
 * of it is rolled back (betAlreadySettled), whichever bet the win named: the round's wins were
 * judged against its whole stake. A rollback of a bet of an open round refunds that bet.
 */
import { z } from 'zod';
import { usdtAmountField } from './fields';

export const PROVIDER_SIGNATURE_HEADERS = {
  timestamp: 'x-provider-timestamp',
  signature: 'x-provider-signature',
} as const;
export const PROVIDER_SIGNATURE_WINDOW_MS = 5 * 60_000;

/** The text the signature covers. */
export function providerSignaturePayload(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** Paths under which a provider reaches its wallet: `/api/wallet/<provider code>/<action>`. */
export const providerWalletPaths = {
  authenticate: (provider: string) => `/api/wallet/${provider}/authenticate`,
  balance: (provider: string) => `/api/wallet/${provider}/balance`,
  bet: (provider: string) => `/api/wallet/${provider}/bet`,
  win: (provider: string) => `/api/wallet/${provider}/win`,
  rollback: (provider: string) => `/api/wallet/${provider}/rollback`,
} as const;

/** Refusal codes of the wallet protocol. */
export const PROVIDER_WALLET_CODES = {
  insufficientFunds: 4001,
  sessionInvalid: 4002,
  betNotFound: 4003,
  transactionConflict: 4004,
  betAlreadySettled: 4005,
  betCancelled: 4006,
  playerNotFound: 4007,
  roundMismatch: 4008,
  /**
   * Player protection (issue 18): the player is on a cool-off or self-exclusion, or the bet would
   * pass their stake-per-round or loss limit. The message (Chinese) says which and until when; show
   * it to the player as it is. Not remembered, like insufficientFunds. (4009 is left free: the demo
   * provider's page answers it for a spin still in progress.)
   */
  playerProtection: 4010,
} as const;

const reference = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/);
const token = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[\w-]+$/);

export const providerAuthenticateRequestSchema = z.strictObject({ launch_token: token });
export const providerAuthenticateResultSchema = z.object({
  player_id: z.string(),
  session_token: z.string(),
  game_code: z.string(),
  balance: z.string(),
  currency: z.literal('USDT'),
});

export const providerBalanceRequestSchema = z.strictObject({ player_id: reference, session_token: token });

export const providerBetRequestSchema = z.strictObject({
  player_id: reference,
  session_token: token,
  transaction_id: reference,
  round_id: reference,
  game_code: reference,
  amount: usdtAmountField,
});

export const providerWinRequestSchema = z.strictObject({
  player_id: reference,
  transaction_id: reference,
  bet_transaction_id: reference,
  round_id: reference,
  amount: usdtAmountField,
});

export const providerRollbackRequestSchema = z.strictObject({
  player_id: reference,
  transaction_id: reference,
  bet_transaction_id: reference,
  round_id: reference,
});

/**
 * `held: true` on a win's answer: the win was taken but is held for the platform's review (it
 * exceeds the round's limit, all its wins counted), so the balance is unchanged. It is final for
 * the provider like any success: its repeats get the same answer; do not retry. The bet counts as
 * settled (a rollback of it is refused), and an operator later pays or refuses the win.
 */
export const providerWalletResultSchema = z.object({
  balance: z.string(),
  transaction_id: z.string().optional(),
  held: z.literal(true).optional(),
});

export type ProviderBetRequest = z.infer<typeof providerBetRequestSchema>;
export type ProviderWinRequest = z.infer<typeof providerWinRequestSchema>;
export type ProviderRollbackRequest = z.infer<typeof providerRollbackRequestSchema>;
export type ProviderAuthenticateResult = z.infer<typeof providerAuthenticateResultSchema>;
