import { describe, expect, it } from 'vitest';
import { bestShareIndex, codeParam, packetLink, packetState, statusLabel } from './packet-view';

describe('packetLink', () => {
  it('builds the /redBag link with the code', () => {
    expect(packetLink('https://site.example', 'Ab12Cd34')).toBe('https://site.example/redBag?code=Ab12Cd34');
  });
});

describe('codeParam', () => {
  it('is null without a code, the code when it can be one, and empty when it cannot', () => {
    expect(codeParam(null)).toBeNull();
    expect(codeParam(' Ab12Cd34 ')).toBe('Ab12Cd34');
    expect(codeParam('abc')).toBe('');
    expect(codeParam('Ab12Cd34<script>')).toBe('');
    expect(codeParam('A'.repeat(17))).toBe('');
  });
});

describe('packetState', () => {
  const packet = { mine: false, my_share: null, status: 'open' } as const;

  it('shows my own packet without 开, whatever its status', () => {
    expect(packetState({ ...packet, mine: true, status: 'finished' })).toBe('mine');
  });

  it('shows my share even when the packet is empty or expired since', () => {
    expect(packetState({ ...packet, my_share: '1.000000', status: 'finished' })).toBe('taken');
    expect(packetState({ ...packet, my_share: '1.000000', status: 'expired' })).toBe('taken');
  });

  it('otherwise follows the status', () => {
    expect(packetState(packet)).toBe('open');
    expect(packetState({ ...packet, status: 'finished' })).toBe('finished');
    expect(packetState({ ...packet, status: 'expired' })).toBe('expired');
  });
});

describe('statusLabel', () => {
  it('names each status', () => {
    expect([statusLabel('open'), statusLabel('finished'), statusLabel('expired')]).toEqual([
      '进行中',
      '已领完',
      '已过期',
    ]);
  });
});

describe('bestShareIndex', () => {
  const share = (amount: string) => ({ player: 'd***1', amount, created_at: '2026-11-25 12:00:00' });
  const shares = [share('1.000000'), share('3.500000'), share('3.500000'), share('0.010000')];

  it('marks the first largest share of a finished random packet', () => {
    expect(bestShareIndex({ split: 'random', status: 'finished', shares })).toBe(1);
  });

  it('marks nothing while shares are left, for an equal packet, or for a single share', () => {
    expect(bestShareIndex({ split: 'random', status: 'open', shares })).toBe(-1);
    expect(bestShareIndex({ split: 'random', status: 'expired', shares })).toBe(-1);
    expect(bestShareIndex({ split: 'equal', status: 'finished', shares })).toBe(-1);
    expect(bestShareIndex({ split: 'random', status: 'finished', shares: [share('1.000000')] })).toBe(-1);
  });
});
