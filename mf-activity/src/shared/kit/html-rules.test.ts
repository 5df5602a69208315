import { describe, expect, it } from 'vitest';
import { cleanStyle, headingShift } from './html-rules';

describe('cleanStyle', () => {
  it('drops fixed and sticky positioning and keeps the rest in order', () => {
    expect(cleanStyle('text-align: center; position: fixed; top: 0')).toBe('text-align: center; top: 0');
    expect(cleanStyle('POSITION:STICKY;font-weight:bold;')).toBe('font-weight:bold');
  });

  it('drops colours, which the theme chooses, but not colour-free declarations', () => {
    expect(cleanStyle('color:#c8102e; background: #fff; background-color: red; font-weight: bold')).toBe(
      'font-weight: bold',
    );
    expect(cleanStyle('border-color: red; text-decoration-color: red')).toBe(
      'border-color: red; text-decoration-color: red',
    );
  });

  it('keeps other positions', () => {
    expect(cleanStyle('position: relative; left: 2px')).toBe('position: relative; left: 2px');
  });

  it('drops script-bearing CSS, and leaves nothing when nothing is left', () => {
    expect(cleanStyle('width: expression(alert(1))')).toBe('');
    expect(cleanStyle('background: url(javascript:alert(1))')).toBe('');
    expect(cleanStyle('position:fixed')).toBe('');
  });
});

describe('headingShift', () => {
  it('puts the highest heading at h3, under the page title', () => {
    expect(headingShift([1, 2])).toBe(2);
    expect(headingShift([3, 4])).toBe(0);
    expect(headingShift([5])).toBe(-2);
  });

  it('leaves a page without headings alone', () => {
    expect(headingShift([])).toBe(0);
  });
});
