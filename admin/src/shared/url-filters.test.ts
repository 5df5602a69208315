import { describe, expect, it } from 'vitest';
import { readUrlFilters, readUrlPage, urlId, writeUrlFilters, writeUrlPage } from './url-filters';

const DEFAULTS = { q: '', status: 'pending', player_id: '' };
const params = (text: string) => new URLSearchParams(text);

describe('filters in the address', () => {
  it('reads each filter from the address, its default when absent, and keeps an explicit value', () => {
    expect(readUrlFilters(params('q=alice&status=all'), DEFAULTS)).toEqual({
      q: 'alice',
      status: 'all',
      player_id: '',
    });
    expect(readUrlFilters(params('tab=players'), DEFAULTS)).toEqual(DEFAULTS);
  });

  it('writes changed filters, drops defaults and empties, restarts at page 1 and keeps the tab', () => {
    const written = writeUrlFilters(params('tab=orders&page=4&size=50&q=old'), { q: ' bob ', player_id: 7 }, DEFAULTS);
    expect(written.toString()).toBe('tab=orders&size=50&q=bob&player_id=7');
    const cleared = writeUrlFilters(written, { q: '', player_id: null, status: 'pending' }, DEFAULTS);
    expect(cleared.toString()).toBe('tab=orders&size=50');
    // Reading back what was written gives the filters that were set.
    expect(readUrlFilters(writeUrlFilters(params(''), { status: 'all' }, DEFAULTS), DEFAULTS).status).toBe('all');
  });

  it('reads page and size only when they are whole positive numbers and an offered size', () => {
    expect(readUrlPage(params('page=3&size=50'), 20)).toEqual({ page: 3, size: 50 });
    for (const text of ['page=0&size=7', 'page=-1&size=1000', 'page=abc&size=', 'page=1.5&size=2e1'])
      expect(readUrlPage(params(text), 20)).toEqual({ page: 1, size: 20 });
  });

  it('writes page and size, leaving the first page and the default size out', () => {
    expect(writeUrlPage(params('q=a'), 2, 50, 20).toString()).toBe('q=a&page=2&size=50');
    expect(writeUrlPage(params('q=a&page=2&size=50'), 1, 20, 20).toString()).toBe('q=a');
  });
});

describe('urlId', () => {
  it('reads whole positive ids and nothing else', () => {
    expect(urlId('42')).toBe(42);
    for (const text of ['', '0', '-3', '4.5', 'abc', '1e3', '1234567890123456']) expect(urlId(text)).toBeNull();
  });
});
