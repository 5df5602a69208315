import { describe, expect, it } from 'vitest';
import { filterKey, firstPaging, nextPageParams, withPage } from './keyset-paging';

interface Row {
  id: number;
}
const keyOf = (row: Row) => row.id;
const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('keyset paging', () => {
  it('asks the first page without a cursor, then with the cursor of the page before', () => {
    const start = firstPaging<Row>();
    expect(nextPageParams({ period: '7d' }, start, 20)).toEqual({ period: '7d', size: 20 });
    const after = withPage(start, { rows: rows(9, 8), next_cursor: 'c1' }, keyOf);
    expect(nextPageParams({ period: '7d' }, after, 20)).toEqual({ period: '7d', size: 20, cursor: 'c1' });
    expect(after).toMatchObject({ done: false, pages: 1, cursor: 'c1' });
  });

  it('leaves the filter’s undefined values out of the parameters', () => {
    const params = nextPageParams({ period: 'all', member_id: undefined }, firstPaging<Row>(), 20);
    expect(params).toEqual({ period: 'all', size: 20 });
    expect(Object.keys(params)).toEqual(['period', 'size']);
  });

  it('appends pages in order and ends on a null cursor', () => {
    let state = withPage(firstPaging<Row>(), { rows: rows(5, 4), next_cursor: 'a' }, keyOf);
    expect(state).toMatchObject({ done: false, cursor: 'a', pages: 1 });
    state = withPage(state, { rows: rows(3), next_cursor: null }, keyOf);
    expect(state.rows.map(keyOf)).toEqual([5, 4, 3]);
    expect(state).toMatchObject({ done: true, cursor: null, pages: 2 });
  });

  it('lists a row once even if two pages both carry it', () => {
    let state = withPage(firstPaging<Row>(), { rows: rows(5, 4), next_cursor: 'a' }, keyOf);
    state = withPage(state, { rows: rows(4, 3, 3), next_cursor: 'b' }, keyOf);
    expect(state.rows.map(keyOf)).toEqual([5, 4, 3]);
  });

  it('ends the list when the cursor does not move on', () => {
    let state = withPage(firstPaging<Row>(), { rows: rows(2), next_cursor: 'same' }, keyOf);
    state = withPage(state, { rows: rows(1), next_cursor: 'same' }, keyOf);
    expect(state).toMatchObject({ done: true, cursor: null });
    expect(state.rows.map(keyOf)).toEqual([2, 1]);
  });

  it('lists a row once and ends on a repeated cursor, or on a null one after an empty page', () => {
    const one = withPage(firstPaging<Row>(), { rows: rows(3), next_cursor: 'c1' }, keyOf);
    const two = withPage(one, { rows: rows(3, 1), next_cursor: 'c1' }, keyOf);
    expect(two.rows.map(keyOf)).toEqual([3, 1]);
    expect(two.done).toBe(true);
    const last = withPage(one, { rows: [], next_cursor: null }, keyOf);
    expect(last).toMatchObject({ done: true, cursor: null, pages: 2 });
  });

  it('an empty first page is done and empty', () => {
    expect(withPage(firstPaging<Row>(), { rows: [], next_cursor: null }, keyOf)).toEqual({
      rows: [],
      cursor: null,
      done: true,
      pages: 1,
    });
  });

  it('names a filter by its set values, whatever the order of absent ones', () => {
    expect(filterKey({ period: 'today', kind: undefined })).toBe(filterKey({ period: 'today', kind: '' }));
    expect(filterKey({ period: 'today', kind: 'bet' })).not.toBe(filterKey({ period: 'today' }));
    expect(filterKey({ period: 'today', member_id: undefined })).toBe(filterKey({ period: 'today', member_id: '' }));
    expect(filterKey({ period: 'today' })).not.toBe(filterKey({ period: 'week' }));
  });
});
