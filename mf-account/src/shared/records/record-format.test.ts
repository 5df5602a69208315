import { describe, expect, it } from 'vitest';
import { shortenMiddle, signedUsdt, signOfAmount } from './record-format';

describe('record formatting', () => {
  it('signs amounts by what the player sees (4 decimals, cut)', () => {
    expect(signOfAmount('12.345678')).toBe('positive');
    expect(signOfAmount('-0.500000')).toBe('negative');
    expect(signOfAmount('0.000000')).toBe('zero');
    expect(signOfAmount('-0.000099')).toBe('zero');
    expect(signOfAmount('0.000099')).toBe('zero');
  });

  it('writes a sign before a non-zero amount and cuts to 4 decimals', () => {
    expect(signedUsdt('12.345678')).toBe('+12.3456');
    expect(signedUsdt('-3.000099')).toBe('-3.0000');
    expect(signedUsdt('-0.000099')).toBe('0.0000');
    expect(signedUsdt('0.000000')).toBe('0.0000');
  });

  it('shortens long identifiers in the middle and leaves short ones', () => {
    expect(shortenMiddle('TXYZabcdefghijklmnopqrstuvwxyz1234')).toBe('TXYZab…z1234');
    expect(shortenMiddle('short')).toBe('short');
    expect(shortenMiddle('abcdefghijkl')).toBe('abcdefghijkl');
    expect(shortenMiddle('abcdefghijklm')).toBe('abcdef…ijklm');
  });
});
