import { describe, expect, it } from 'vitest';
import { filterKey, firstPaging, nextPageParams, withPage } from './keyset-paging';

const keyOf = (row: { id: number }) => row.id;

describe('agent keyset paging', () => {
  it('asks the first page without a cursor and the next with the last cursor', () => {
    const first = firstPaging<{ id: number }>();
    expect(nextPageParams({ period: 'all', member_id: undefined }, first, 20)).toEqual({ period: 'all', size: 20 });
    const after = withPage(first, { rows: [{ id: 3 }, { id: 2 }], next_cursor: 'c1' }, keyOf);
    expect(nextPageParams({ period: 'all' }, after, 20)).toEqual({ period: 'all', size: 20, cursor: 'c1' });
    expect(after).toMatchObject({ done: false, pages: 1, cursor: 'c1' });
  });

  it('lists a row once and ends on a null or repeated cursor', () => {
    const one = withPage(firstPaging<{ id: number }>(), { rows: [{ id: 3 }], next_cursor: 'c1' }, keyOf);
    const two = withPage(one, { rows: [{ id: 3 }, { id: 1 }], next_cursor: 'c1' }, keyOf);
    expect(two.rows.map(keyOf)).toEqual([3, 1]);
    expect(two.done).toBe(true);
    const last = withPage(one, { rows: [], next_cursor: null }, keyOf);
    expect(last).toMatchObject({ done: true, cursor: null, pages: 2 });
  });

  it('keys a filter by its defined values', () => {
    expect(filterKey({ period: 'today', member_id: undefined })).toBe(filterKey({ period: 'today', member_id: '' }));
    expect(filterKey({ period: 'today' })).not.toBe(filterKey({ period: 'week' }));
  });
});
