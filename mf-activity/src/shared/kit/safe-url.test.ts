import { describe, expect, it } from 'vitest';
import { openExternal } from './safe-url';

describe('openExternal', () => {
  it('opens an http(s) link in a new tab without an opener', () => {
    const calls: string[][] = [];
    expect(openExternal(' https://t.me/group ', (...args) => calls.push(args))).toBe(true);
    expect(calls).toEqual([['https://t.me/group', '_blank', 'noopener']]);
  });

  it('opens nothing for any other link', () => {
    const calls: string[][] = [];
    expect(openExternal('javascript:alert(1)', (...args) => calls.push(args))).toBe(false);
    expect(calls).toEqual([]);
  });
});
