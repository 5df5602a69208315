import { describe, expect, it } from 'vitest';
import { headingShift } from './about-html';

describe('headingShift', () => {
  it('lifts or lowers the highest heading to h2', () => {
    expect(headingShift([3, 4, 3])).toBe(-1);
    expect(headingShift([1, 2])).toBe(1);
    expect(headingShift([2, 5])).toBe(0);
    expect(headingShift([6])).toBe(-4);
  });

  it('leaves text without headings alone', () => {
    expect(headingShift([])).toBe(0);
  });
});
