/** The state of a keyset-paged list (records, agent lists), kept pure so the paging rules are tested without React. */

/** One page as the list needs it: its rows (whatever field the call names them) and the next page's cursor. */
export interface KeysetPage<Row> {
  rows: Row[];
  next_cursor: string | null;
}

export interface PagingState<Row> {
  rows: Row[];
  /** The cursor to ask the next page with; null before the first page and after the last. */
  cursor: string | null;
  /** The last page has come: nothing more to ask. */
  done: boolean;
  /** Pages received so far. */
  pages: number;
}

export const firstPaging = <Row>(): PagingState<Row> => ({ rows: [], cursor: null, done: false, pages: 0 });

/**
 * The parameters of the next page's call (a GET's query or a POST's body): the filter's defined values,
 * the page size and, after the first page, the cursor (the first page is asked without one).
 * @example nextPageParams({ period: 'all' }, firstPaging(), 20) // { period: 'all', size: 20 }
 */
export function nextPageParams(
  filter: Readonly<Record<string, unknown>>,
  state: PagingState<unknown>,
  size: number,
): Record<string, unknown> {
  const defined = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
  return state.pages > 0 && state.cursor !== null ? { ...defined, size, cursor: state.cursor } : { ...defined, size };
}

/**
 * The state after a page arrived. Rows already listed (by key) are not listed twice, and a
 * cursor that does not move on ends the list, so a misbehaving answer can never loop the scroll.
 */
export function withPage<Row>(
  state: PagingState<Row>,
  page: KeysetPage<Row>,
  keyOf: (row: Row) => string | number,
): PagingState<Row> {
  const seen = new Set(state.rows.map(keyOf));
  const fresh = page.rows.filter((row) => {
    const key = keyOf(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const stuck = page.next_cursor !== null && page.next_cursor === state.cursor;
  const done = page.next_cursor === null || stuck;
  return { rows: [...state.rows, ...fresh], cursor: done ? null : page.next_cursor, done, pages: state.pages + 1 };
}

/** The filter's identity: a list belongs to exactly one, and an answer for another one is dropped. */
export function filterKey(filter: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
}
