/** Names the 提现审核 screen shows for the API's states and types, and which payouts a request allows. */
import {
  payoutVerdictTexts,
  payoutWatchTexts,
  REQUIRED_CONFIRMATIONS,
  type AdminWithdrawal,
  type PayoutMethod,
  type WithdrawalState,
} from 'shared-contracts';

export const withdrawalStateLabels: Record<WithdrawalState, string> = {
  review: '待审核',
  paying: '付款中',
  verify: payoutVerdictTexts.stateLabel,
  paid: '已完成',
  rejected: '已拒绝',
};

export const withdrawalStateColors: Record<WithdrawalState, string> = {
  review: 'gold',
  paying: 'processing',
  // Money may have left: the one state an operator must look at before anything else.
  verify: 'volcano',
  paid: 'success',
  rejected: 'default',
};

/** Spec §3's address types: 1 TRC20, 2 phone-number wallet, 3 other wallet. */
export const addressTypeLabels: Record<1 | 2 | 3, string> = { 1: 'USDT-TRC20', 2: '手机号钱包', 3: '其他钱包' };

export const payoutMethodLabels: Record<PayoutMethod, string> = {
  chain_tx: '手动转账（链上交易核验）',
  reference: '线下付款（付款凭证）',
  hot_wallet: '热钱包自动付款',
};

/** The same, short, for a table column. */
export const payoutMethodShort: Record<PayoutMethod, string> = {
  chain_tx: '链上转账',
  reference: '线下付款',
  hot_wallet: '热钱包',
};

export const payoutStatusLabels: Record<AdminWithdrawal['payouts'][number]['status'], string> = {
  signed: '已签名',
  broadcast: '已广播',
  confirmed: '已确认',
  failed: '失败',
  expired: '已过期',
  unresolved: payoutVerdictTexts.unresolvedStatus,
};

type Payout = AdminWithdrawal['payouts'][number];

/**
 * The chain payout (hot wallet, or a watched manual transaction) awaiting the operator's verdict, as
 * the API picks it (the oldest unverified unresolved, failed or expired one), or null: the verdict
 * buttons show only beside it.
 */
export function payoutAwaitingVerdict(withdrawal: Pick<AdminWithdrawal, 'state' | 'payouts'>): Payout | null {
  if (withdrawal.state !== 'verify' && withdrawal.state !== 'review') return null;
  const awaiting = withdrawal.payouts.filter(
    (payout) =>
      payout.method !== 'reference' &&
      payout.tx_id !== null &&
      payout.verified_by === null &&
      ['unresolved', 'failed', 'expired'].includes(payout.status),
  );
  return awaiting.sort((a, b) => a.id - b.id)[0] ?? null;
}

/** The manual transaction a paying request waits on (待链上确认: seen on chain, not yet solidified), or null. */
export function watchedPayout(withdrawal: Pick<AdminWithdrawal, 'state' | 'payouts'>): Payout | null {
  if (withdrawal.state !== 'paying') return null;
  return withdrawal.payouts.find((payout) => payout.method === 'chain_tx' && payout.status === 'broadcast') ?? null;
}

/**
 * The state as the queue names it: a paying request waiting on a manual transaction is 待链上确认 n/19.
 * @example stateLabelOf({ state: 'paying', payouts: [watched with 7 confirmations] }) // '待链上确认 7/19'
 */
export function stateLabelOf(withdrawal: Pick<AdminWithdrawal, 'state' | 'payouts'>): string {
  const watched = watchedPayout(withdrawal);
  if (!watched) return withdrawalStateLabels[withdrawal.state];
  return `${payoutWatchTexts.stateLabel} ${watched.confirmations ?? 0}/${REQUIRED_CONFIRMATIONS}`;
}

/** A transaction on Tronscan, for the operator to look at it before recording a verdict. */
export const tronscanUrl = (txId: string) => `https://tronscan.org/#/transaction/${encodeURIComponent(txId)}`;

/**
 * How a request in review may be paid: a TRC20 address by a chain transaction the API verifies, or
 * from the hot wallet when one is configured (and no other operator has claimed it to pay by hand);
 * types 2 and 3 only with a payment reference.
 * @example payoutMethodsFor({ address_type: 1, claimed_by: null }, 7, 'TXyz…') // ['chain_tx', 'hot_wallet']
 */
export function payoutMethodsFor(
  withdrawal: Pick<AdminWithdrawal, 'address_type' | 'claimed_by'>,
  operatorId: number | undefined,
  hotWalletAddress: string | null,
): PayoutMethod[] {
  if (withdrawal.address_type !== 1) return ['reference'];
  const claimedByOther = withdrawal.claimed_by !== null && withdrawal.claimed_by !== operatorId;
  return hotWalletAddress !== null && !claimedByOther ? ['chain_tx', 'hot_wallet'] : ['chain_tx'];
}

/** Who holds a claim, as the reviewer reads it: 我 for themselves, else the operator's number. */
export function claimHolder(claimedBy: number | null, operatorId: number | undefined): string | null {
  if (claimedBy === null) return null;
  return claimedBy === operatorId ? '我' : `操作员 #${claimedBy}`;
}

/**
 * The player's win (+) or loss (−) on their play: payout − stake, signed USDT text with 6 places (exact, no float).
 * @example playerResult('12.000000', '4.500000') // '-7.500000'
 * @example playerResult('1.000000', '3.000000') // '+2.000000'
 */
export function playerResult(stake: string, payout: string): string {
  const micro = (text: string) => BigInt(text.replace('.', ''));
  const difference = micro(payout) - micro(stake);
  const digits = (difference < 0n ? -difference : difference).toString().padStart(7, '0');
  const sign = difference < 0n ? '-' : difference > 0n ? '+' : '';
  return `${sign}${digits.slice(0, -6)}.${digits.slice(-6)}`;
}
