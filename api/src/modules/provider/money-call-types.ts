/**
 * The shapes a provider money call is made of: who it is about, what it is, and what it answers.
 * Apart from money-call.ts, so that the database function's form of a call (wallet-call-function.ts)
 * and the call's runner (money-call.ts) both use them without importing each other.
 */

/** What a provider call answers: the balance on success, or a refusal in the provider protocol's codes. */
export type ProviderReply =
  { code: 200; result: { balance: string; transaction_id?: string; held?: true } } | { code: number; message: string };

/** Who a money call is about, and the two accounts it moves money between. */
export interface CallParties {
  playerId: number;
  /** The player's wallet account. */
  wallet: number;
  /** The provider's clearing account: the shard of this player. */
  clearing: number;
}

/** One money call (bet, win or rollback) of a provider, as the runner and the database function know it. */
export interface MoneyCall {
  provider: string;
  kind: 'bet' | 'win' | 'rollback';
  transactionId: string;
  /** The bet the call is about (a bet's own id): every call about one bet is serialised on it. */
  betTransactionId: string;
  roundId: string;
  /** The fingerprint of the call's meaning (requestHash). */
  hash: string;
}
