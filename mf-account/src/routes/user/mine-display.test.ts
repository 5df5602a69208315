import { describe, expect, it } from 'vitest';
import { amountTone, avatarInitial } from './mine-display';

describe('avatarInitial', () => {
  it('is the first character of the username, upper-cased', () => {
    expect(avatarInitial('e2eplayer01')).toBe('E');
    expect(avatarInitial('  zhang ')).toBe('Z');
    expect(avatarInitial('张三')).toBe('张');
  });

  it('keeps a character outside the basic plane whole and stands in for an empty name', () => {
    expect(avatarInitial('𠮷野家')).toBe('𠮷');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial('   ')).toBe('?');
  });
});

describe('amountTone', () => {
  it('reads the sign of a wire amount', () => {
    expect(amountTone('12.345600')).toBe('gain');
    expect(amountTone('-0.000001')).toBe('loss');
    expect(amountTone('0.000000')).toBe('even');
    expect(amountTone('-0.000000')).toBe('even');
    expect(amountTone('0')).toBe('even');
  });

  it('calls text that is no amount even', () => {
    expect(amountTone('')).toBe('even');
    expect(amountTone('abc')).toBe('even');
    expect(amountTone('--1')).toBe('even');
  });
});
