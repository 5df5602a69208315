import { describe, expect, it } from 'vitest';
import type { AdminWithdrawal } from 'shared-contracts';
import {
  claimHolder,
  payoutAwaitingVerdict,
  payoutMethodsFor,
  playerResult,
  stateLabelOf,
  tronscanUrl,
  watchedPayout,
} from './labels';

describe('payoutMethodsFor', () => {
  it('offers a TRC20 request the verified chain transaction, and the hot wallet when one is configured', () => {
    expect(payoutMethodsFor({ address_type: 1, claimed_by: null }, 7, null)).toEqual(['chain_tx']);
    expect(payoutMethodsFor({ address_type: 1, claimed_by: null }, 7, 'TXhot')).toEqual(['chain_tx', 'hot_wallet']);
    expect(payoutMethodsFor({ address_type: 1, claimed_by: 7 }, 7, 'TXhot')).toEqual(['chain_tx', 'hot_wallet']);
  });
  it('keeps the hot wallet from a request another operator claimed to pay by hand', () => {
    expect(payoutMethodsFor({ address_type: 1, claimed_by: 8 }, 7, 'TXhot')).toEqual(['chain_tx']);
  });
  it('offers types 2 and 3 only a payment reference', () => {
    expect(payoutMethodsFor({ address_type: 2, claimed_by: null }, 7, 'TXhot')).toEqual(['reference']);
    expect(payoutMethodsFor({ address_type: 3, claimed_by: null }, 7, null)).toEqual(['reference']);
  });
});

describe('claimHolder', () => {
  it('names the reviewer themselves 我 and others by number', () => {
    expect(claimHolder(null, 7)).toBeNull();
    expect(claimHolder(7, 7)).toBe('我');
    expect(claimHolder(8, 7)).toBe('操作员 #8');
  });
});

describe('playerResult', () => {
  it('is payout − stake, exact to the micro-USDT', () => {
    expect(playerResult('12.000000', '4.500000')).toBe('-7.500000');
    expect(playerResult('0.000001', '0.300000')).toBe('+0.299999');
    expect(playerResult('0.000000', '0.000000')).toBe('0.000000');
    expect(playerResult('90071992547.409910', '0.000000')).toBe('-90071992547.409910');
  });
});

describe('payoutAwaitingVerdict', () => {
  const payout = (fields: Partial<AdminWithdrawal['payouts'][number]>) =>
    ({
      id: 1,
      method: 'hot_wallet',
      status: 'unresolved',
      tx_id: 'ab'.repeat(32),
      verified_by: null,
      ...fields,
    }) as AdminWithdrawal['payouts'][number];
  it('is the oldest unverified unresolved, failed or expired hot-wallet payout of a request in verify or review', () => {
    const unresolved = payout({ id: 2 });
    const legacy = payout({ id: 1, status: 'expired' });
    expect(payoutAwaitingVerdict({ state: 'verify', payouts: [unresolved] })).toBe(unresolved);
    expect(payoutAwaitingVerdict({ state: 'review', payouts: [unresolved, legacy] })).toBe(legacy);
  });
  it('is also a watched manual transaction the chain failed or lost (待核实)', () => {
    const failed = payout({ method: 'chain_tx', status: 'failed' });
    expect(payoutAwaitingVerdict({ state: 'verify', payouts: [failed] })).toBe(failed);
  });
  it('is null once verified, for open or confirmed payouts, manual ones, and ended requests', () => {
    expect(
      payoutAwaitingVerdict({ state: 'review', payouts: [payout({ status: 'expired', verified_by: 3 })] }),
    ).toBeNull();
    expect(payoutAwaitingVerdict({ state: 'paying', payouts: [payout({ status: 'broadcast' })] })).toBeNull();
    expect(
      payoutAwaitingVerdict({ state: 'review', payouts: [payout({ method: 'reference', status: 'failed' })] }),
    ).toBeNull();
    expect(payoutAwaitingVerdict({ state: 'paid', payouts: [payout({})] })).toBeNull();
  });
});

describe('watchedPayout and stateLabelOf', () => {
  const watched = {
    id: 4,
    method: 'chain_tx',
    status: 'broadcast',
    tx_id: 'cd'.repeat(32),
    confirmations: 7,
  } as AdminWithdrawal['payouts'][number];
  it('names a paying request waiting on a manual transaction 待链上确认 n/19', () => {
    expect(watchedPayout({ state: 'paying', payouts: [watched] })).toBe(watched);
    expect(stateLabelOf({ state: 'paying', payouts: [watched] })).toBe('待链上确认 7/19');
  });
  it('leaves other states and hot-wallet payouts their own names', () => {
    const hotWallet = { ...watched, method: 'hot_wallet' } as AdminWithdrawal['payouts'][number];
    expect(stateLabelOf({ state: 'paying', payouts: [hotWallet] })).toBe('付款中');
    expect(watchedPayout({ state: 'paid', payouts: [{ ...watched, status: 'confirmed' }] })).toBeNull();
    expect(stateLabelOf({ state: 'review', payouts: [] })).toBe('待审核');
  });
});

describe('tronscanUrl', () => {
  it('links a transaction on Tronscan', () => {
    expect(tronscanUrl('ab12')).toBe('https://tronscan.org/#/transaction/ab12');
  });
});
