/** Names the 充值 screen shows for the API's statuses and reasons, and the watcher's health at a glance. */
import type { ChainWatcherStatus, RechargeOrderStatus } from 'shared-contracts';

export const orderStatusLabels: Record<RechargeOrderStatus, string> = {
  open: '待支付',
  paid: '已到账',
  expired: '已过期',
  replaced: '已替换',
};
export const orderStatusColors: Record<RechargeOrderStatus, string> = {
  open: 'processing',
  paid: 'success',
  expired: 'default',
  replaced: 'default',
};

export type ChainDepositStatus = 'credited' | 'unmatched' | 'assigned' | 'refunded';

export const chainDepositStatusLabels: Record<ChainDepositStatus, string> = {
  unmatched: '待处理',
  assigned: '已分配',
  refunded: '已退回',
  credited: '已自动入账',
};

/** Why no order claimed a transfer (deposits/intake.ts UnmatchedReason). */
const UNMATCHED_REASONS: Record<string, string> = {
  wrong_amount: '金额与订单不符',
  late: '订单过期后到账',
  no_order: '无对应订单',
  ambiguous: '多笔订单金额相同',
  order_closed: '订单已关闭',
  unknown_address: '非收款地址',
  too_large: '金额超出上限',
  unconfirmed: '链上未确认',
};

export function unmatchedReasonLabel(reason: string | null): string {
  if (reason === null) return '';
  return UNMATCHED_REASONS[reason] ?? reason;
}

/**
 * The shape of a TRON address (base58, T and 33 more characters); the API checks its checksum.
 * @example looksLikeTronAddress('TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN') // true
 */
export function looksLikeTronAddress(text: string): boolean {
  return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text.trim());
}

export type WatcherHealth = 'never' | 'ok' | 'backing_off' | 'failing' | 'stale';

/** A watcher that last succeeded longer ago than this is stale though it reports no error. */
const STALE_AFTER_SECONDS = 120;

/**
 * One word for the watcher: never run, backing off after 429/403/5xx, failing, stale, or ok.
 * @example watcherHealth({ seconds_since_success: 5, backoff_until: null, consecutive_failures: 0 }) // 'ok'
 */
export function watcherHealth(
  status: Pick<ChainWatcherStatus, 'seconds_since_success' | 'backoff_until' | 'consecutive_failures'>,
): WatcherHealth {
  if (status.backoff_until !== null) return 'backing_off';
  if (status.consecutive_failures > 0) return 'failing';
  if (status.seconds_since_success === null) return 'never';
  return status.seconds_since_success > STALE_AFTER_SECONDS ? 'stale' : 'ok';
}

export const watcherHealthLabels: Record<
  WatcherHealth,
  { text: string; color: 'success' | 'warning' | 'error' | 'default' }
> = {
  ok: { text: '正常', color: 'success' },
  backing_off: { text: '退避中', color: 'warning' },
  failing: { text: '出错', color: 'error' },
  stale: { text: '长时间未成功', color: 'warning' },
  never: { text: '尚未运行', color: 'default' },
};
