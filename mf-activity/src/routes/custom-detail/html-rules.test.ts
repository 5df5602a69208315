import { describe, expect, it } from 'vitest';
import { cleanStyle, headingShift, isSafeImageSrc, pageQuery } from './html-rules';

describe('isSafeImageSrc', () => {
  it('keeps http(s) and inline raster images', () => {
    expect(isSafeImageSrc('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageSrc('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
  });

  it('refuses SVG, other data and script sources', () => {
    expect(isSafeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeImageSrc('data:text/html;base64,PGI+')).toBe(false);
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false);
    expect(isSafeImageSrc('')).toBe(false);
  });
});

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

describe('pageQuery', () => {
  it('asks for the newest page without an id', () => {
    expect(pageQuery(null)).toEqual({});
    expect(pageQuery('  ')).toEqual({});
  });

  it('asks for a whole number the API takes', () => {
    expect(pageQuery(' 12 ')).toEqual({ id: '12' });
    expect(pageQuery('2147483647')).toEqual({ id: '2147483647' });
  });

  it('asks nothing for what is no id', () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '1e3']) expect(pageQuery(id)).toBeNull();
  });
});
