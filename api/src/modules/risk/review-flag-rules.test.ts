/** The withdrawal review's flags as rules: each raised past its threshold and not at it, and none when turned off. */
import { DEFAULT_WITHDRAWAL_RISK_FLAG_SETTINGS as DEFAULTS, type WithdrawalRiskFlagSettings } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { reviewFlagsOf } from './review-flag-rules';
import type { SharedVia, WithdrawalFacts } from './review-flags-store';

const USDT = 1_000_000;
const HOUR = 60 * 60 * 1000;
const REQUESTED = '2026-05-10T12:00:00.000Z';
const before = (hours: number) => new Date(Date.parse(REQUESTED) - hours * HOUR).toISOString();

/** A request no flag is raised on: an old account with a paid withdrawal, played its deposit through, no claim. */
const quiet: WithdrawalFacts = {
  id: 1,
  player_id: 7,
  amount: 100 * USDT,
  created_at: REQUESTED,
  registered_at: before(24 * 30),
  earlier_paid: 1,
  last_deposit_at: before(48),
  last_deposit_amount: 100 * USDT,
  deposit_count: 2,
  deposit_sum: 200 * USDT,
  stake_since_deposit: 100 * USDT,
  last_claim_at: null,
};
const none = new Map<SharedVia, number[]>();
const keysOf = (facts: Partial<WithdrawalFacts>, settings: WithdrawalRiskFlagSettings = DEFAULTS, shared = none) =>
  reviewFlagsOf({ ...quiet, ...facts }, shared, settings).map((flag) => flag.key);

describe('withdrawal review flags', () => {
  it('raises none on a quiet request', () => {
    expect(keysOf({})).toEqual([]);
  });

  it('首次提现: no earlier completed withdrawal', () => {
    expect(keysOf({ earlier_paid: 0 })).toEqual(['first_withdrawal']);
  });

  it('未投注提现: the stake since the last deposit below the share of it, not at it', () => {
    expect(keysOf({ stake_since_deposit: 50 * USDT - 1 })).toEqual(['no_bet']);
    expect(keysOf({ stake_since_deposit: 50 * USDT })).toEqual([]);
    const strict = { ...DEFAULTS, no_bet: { enabled: true, stake_share_pct: 100 } };
    expect(keysOf({ stake_since_deposit: 99 * USDT }, strict)).toEqual(['no_bet']);
    expect(keysOf({ stake_since_deposit: 100 * USDT }, strict)).toEqual([]);
    // No deposit to compare with: not raised.
    expect(keysOf({ last_deposit_at: null, last_deposit_amount: null, deposit_count: 0, deposit_sum: 0 })).toEqual([]);
    const [flag] = reviewFlagsOf({ ...quiet, stake_since_deposit: 12_500_000 }, none, DEFAULTS);
    expect(flag?.detail).toBe('上次充值 100 USDT 后投注 12.5 USDT（12%，低于 50%）');
  });

  it('领取优惠后提现: a claim since the last deposit, or within the hours', () => {
    expect(keysOf({ last_claim_at: before(47) })).toEqual(['bonus_claim']);
    expect(keysOf({ last_claim_at: before(49) })).toEqual([]);
    expect(keysOf({ last_claim_at: before(72), last_deposit_at: before(10) })).toEqual([]);
    expect(keysOf({ last_claim_at: before(24), last_deposit_at: before(10) })).toEqual(['bonus_claim']);
    expect(keysOf({ last_claim_at: before(25), last_deposit_at: before(10) })).toEqual([]);
    const sinceDepositOnly = { ...DEFAULTS, bonus_claim: { enabled: true, hours: 0 } };
    expect(keysOf({ last_claim_at: before(1), last_deposit_at: before(0.5) }, sinceDepositOnly)).toEqual([]);
    // Never deposited: any claim counts.
    expect(keysOf({ last_claim_at: before(500), last_deposit_at: null, last_deposit_amount: null })).toEqual([
      'bonus_claim',
    ]);
  });

  it('关联账户: another player on the same IP, device or withdrawal address, each named', () => {
    const shared = new Map<SharedVia, number[]>([
      ['ip', [9, 8]],
      ['address', [9]],
    ]);
    const flags = reviewFlagsOf(quiet, shared, DEFAULTS);
    expect(flags).toEqual([
      { key: 'shared_client', detail: '与其他玩家共用：IP 2 人，提现地址 1 人', player_ids: [8, 9] },
    ]);
    expect(keysOf({}, { ...DEFAULTS, shared_client: { enabled: false } }, shared)).toEqual([]);
  });

  it('新注册: registered less than the hours before the request, not exactly then', () => {
    expect(keysOf({ registered_at: before(23.9) })).toEqual(['new_account']);
    expect(keysOf({ registered_at: before(24) })).toEqual([]);
    expect(keysOf({ registered_at: before(47) }, { ...DEFAULTS, new_account: { enabled: true, hours: 48 } })).toEqual([
      'new_account',
    ]);
  });

  it('大额提现: above the multiple of the average deposit, not at it', () => {
    expect(keysOf({ amount: 500 * USDT + 1 })).toEqual(['large_amount']);
    expect(keysOf({ amount: 500 * USDT })).toEqual([]);
    expect(
      keysOf({ amount: 201 * USDT }, { ...DEFAULTS, large_amount: { enabled: true, deposit_multiple: 2 } }),
    ).toEqual(['large_amount']);
    expect(keysOf({ amount: 10_000 * USDT, deposit_count: 0, deposit_sum: 0, last_deposit_amount: null })).toEqual([]);
  });

  it('raises nothing that is turned off', () => {
    const off = Object.fromEntries(
      Object.entries(DEFAULTS).map(([key, value]) => [key, { ...value, enabled: false }]),
    ) as WithdrawalRiskFlagSettings;
    const loud = {
      earlier_paid: 0,
      stake_since_deposit: 0,
      last_claim_at: before(1),
      registered_at: before(1),
      amount: 10_000 * USDT,
    };
    expect(keysOf(loud)).toEqual(['first_withdrawal', 'no_bet', 'bonus_claim', 'new_account', 'large_amount']);
    expect(keysOf(loud, off)).toEqual([]);
  });
});
