import { describe, expect, it } from 'vitest';
import { safeHttpUrl, shownLinks } from './guide-links';

describe('safeHttpUrl', () => {
  it('keeps http and https links', () => {
    expect(safeHttpUrl('https://www.example.com/buy?x=1')).toBe('https://www.example.com/buy?x=1');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
  });

  it('drops every other scheme and relative text', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '/buy',
      'example.com',
      'ftp://x',
      '',
    ])
      expect(safeHttpUrl(text)).toBeNull();
  });
});

describe('shownLinks', () => {
  it('keeps only the http(s) links, named by their URL when the name is empty', () => {
    expect(
      shownLinks([
        { name: '交易所', url: 'https://a.example/' },
        { name: 'bad', url: 'javascript:void(0)' },
        { name: ' ', url: 'https://b.example/' },
      ]),
    ).toEqual([
      { name: '交易所', url: 'https://a.example/' },
      { name: 'https://b.example/', url: 'https://b.example/' },
    ]);
  });
});
