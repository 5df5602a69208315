import { describe, expect, it } from 'vitest';
import { pageQuery } from './page-query';

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
