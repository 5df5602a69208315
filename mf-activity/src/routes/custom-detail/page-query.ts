/** The call's query for /customDetail's ?id=, kept pure so it is tested without a DOM. */

/** The largest id the API takes (a PostgreSQL integer). */
const MAX_PAGE_ID = 2_147_483_647;

/**
 * The call's query for the URL's ?id=: {} (the newest page) when there is none, {id} for a whole
 * number the API takes, null for anything else (not found, without asking).
 * @example pageQuery('12') // { id: '12' }
 * @example pageQuery('abc') // null
 */
export function pageQuery(id: string | null): Record<string, string> | null {
  const value = id?.trim() ?? '';
  if (value === '') return {};
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_PAGE_ID ? { id: value } : null;
}
