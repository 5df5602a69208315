/**
 * The withdrawal review's flags as pure rules over a request's facts (review-flags-store.ts) and the
 * thresholds in force: which flags a request carries and, in words, why. A flag asks a reviewer to
 * look; it never refuses anything by itself.
 */
import { writeUsdt, type WithdrawalRiskFlag, type WithdrawalRiskFlagSettings } from 'shared-contracts';
import { formatShanghaiTime } from '../../shanghai-time';
import type { SharedVia, WithdrawalFacts } from './review-flags-store';

const HOUR_MS = 60 * 60 * 1000;
const VIA_LABELS: Record<SharedVia, string> = { ip: 'IP', device: '设备', address: '提现地址' };
const usdt = (micro: number) => `${writeUsdt(Math.round(micro), { grouped: true })} USDT`;
const hoursBefore = (iso: string, hours: number) => new Date(Date.parse(iso) - hours * HOUR_MS).toISOString();

/** Other players the request's player shares with, by way of sharing. */
export type SharedWith = ReadonlyMap<SharedVia, readonly number[]>;

function noBetFlag(facts: WithdrawalFacts, sharePct: number): WithdrawalRiskFlag | null {
  // No deposit to compare the stake with: 首次提现 and 领取优惠后提现 say what matters then.
  if (facts.last_deposit_amount === null || facts.last_deposit_amount <= 0) return null;
  // Integer arithmetic: stake × 100 < deposit × share, exactly at the threshold not raised.
  if (facts.stake_since_deposit * 100 >= facts.last_deposit_amount * sharePct) return null;
  const played = Math.floor((facts.stake_since_deposit * 100) / facts.last_deposit_amount);
  return {
    key: 'no_bet',
    detail: `上次充值 ${usdt(facts.last_deposit_amount)} 后投注 ${usdt(facts.stake_since_deposit)}（${played}%，低于 ${sharePct}%）`,
  };
}

function bonusFlag(facts: WithdrawalFacts, hours: number): WithdrawalRiskFlag | null {
  const claimAt = facts.last_claim_at;
  if (claimAt === null) return null;
  const sinceDeposit = facts.last_deposit_at === null || claimAt > facts.last_deposit_at;
  const recent = hours > 0 && claimAt >= hoursBefore(facts.created_at, hours);
  if (!sinceDeposit && !recent) return null;
  const why = sinceDeposit ? '（上次充值后）' : `（${hours} 小时内）`;
  return { key: 'bonus_claim', detail: `最近领取优惠：${formatShanghaiTime(claimAt)}${why}` };
}

function sharedFlag(shared: SharedWith): WithdrawalRiskFlag | null {
  const players = [...new Set([...shared.values()].flat())].sort((a, b) => a - b);
  if (players.length === 0) return null;
  const ways = [...shared.entries()]
    .filter(([, ids]) => ids.length > 0)
    .map(([via, ids]) => `${VIA_LABELS[via]} ${ids.length} 人`);
  return { key: 'shared_client', detail: `与其他玩家共用：${ways.join('，')}`, player_ids: players };
}

function largeFlag(facts: WithdrawalFacts, multiple: number): WithdrawalRiskFlag | null {
  if (facts.deposit_count === 0) return null;
  const average = facts.deposit_sum / facts.deposit_count;
  if (facts.amount <= average * multiple) return null;
  return {
    key: 'large_amount',
    detail: `金额为平均充值 ${usdt(average)} 的 ${(facts.amount / average).toFixed(1)} 倍（超过 ${multiple} 倍）`,
  };
}

/**
 * The flags of one request, in the settings' order.
 * @example reviewFlagsOf(facts, new Map(), DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS) // [{ key: 'first_withdrawal', … }]
 */
export function reviewFlagsOf(
  facts: WithdrawalFacts,
  shared: SharedWith,
  settings: WithdrawalRiskFlagSettings,
): WithdrawalRiskFlag[] {
  const flags: (WithdrawalRiskFlag | null)[] = [
    settings.first_withdrawal.enabled && facts.earlier_paid === 0
      ? { key: 'first_withdrawal', detail: '此前没有已完成的提现' }
      : null,
    settings.no_bet.enabled ? noBetFlag(facts, settings.no_bet.stake_share_pct) : null,
    settings.bonus_claim.enabled ? bonusFlag(facts, settings.bonus_claim.hours) : null,
    settings.shared_client.enabled ? sharedFlag(shared) : null,
    settings.new_account.enabled && facts.registered_at > hoursBefore(facts.created_at, settings.new_account.hours)
      ? {
          key: 'new_account',
          detail: `注册于 ${formatShanghaiTime(facts.registered_at)}（不足 ${settings.new_account.hours} 小时）`,
        }
      : null,
    settings.large_amount.enabled ? largeFlag(facts, settings.large_amount.deposit_multiple) : null,
  ];
  return flags.filter((flag): flag is WithdrawalRiskFlag => flag !== null);
}
