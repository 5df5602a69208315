/**
 * A list's filters, page and page size kept in the address (?q=…&page=2&size=50), so back, a reload
 * or a link opened in a new tab shows the same list. Pure: what to read from and write to the
 * search parameters; the hooks (useUrlFilters, usePagedList) hold the router.
 */

/** A screen's filters as the address holds them: text, with the value used when a key is absent. */
export type FilterValues<Key extends string> = Record<Key, string>;
export type FilterChanges<Key extends string> = Partial<Record<Key, string | number | null | undefined>>;

/** Page sizes offered (antd's defaults); a size in the address outside them is ignored. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The filters in `params`, each key's default when absent.
 * @example readUrlFilters(new URLSearchParams('q=abc'), { q: '', status: 'pending' }) // { q: 'abc', status: 'pending' }
 */
export function readUrlFilters<Key extends string>(
  params: URLSearchParams,
  defaults: FilterValues<Key>,
): FilterValues<Key> {
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as Key[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/**
 * `params` with the filters changed: a value equal to its default (or empty) leaves the address, and
 * the page goes back to the first (new filters, new pages); other parameters (the tab) stay.
 * @example writeUrlFilters(new URLSearchParams('tab=orders&page=3'), { q: 'x' }, { q: '' }).toString() // 'tab=orders&q=x'
 */
export function writeUrlFilters<Key extends string>(
  params: URLSearchParams,
  changes: FilterChanges<Key>,
  defaults: FilterValues<Key>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, raw] of Object.entries(changes) as Array<[Key, FilterChanges<Key>[Key]]>) {
    const value = raw === null || raw === undefined ? '' : String(raw).trim();
    if (value === '' || value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  return next;
}

const positiveInteger = (text: string | null) => (text !== null && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);

/**
 * The page and size in `params`: whole positive numbers, the size one of PAGE_SIZES; else the defaults.
 * @example readUrlPage(new URLSearchParams('page=3&size=50'), 20) // { page: 3, size: 50 }
 */
export function readUrlPage(params: URLSearchParams, defaultSize: number): { page: number; size: number } {
  const size = positiveInteger(params.get('size'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
  };
}

/** `params` at `page` of `size` (the first page and the default size leave the address). */
export function writeUrlPage(
  params: URLSearchParams,
  page: number,
  size: number,
  defaultSize: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (size !== defaultSize) next.set('size', String(size));
  else next.delete('size');
  return next;
}

/**
 * An id filter's text as a number, or null when it is not a whole positive number.
 * @example urlId('42') // 42
 */
export function urlId(text: string): number | null {
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}
