/**
 * Keyset cursors of the long record lists: the (time, id) of the last row a page showed, as
 * opaque base64url text. The next page starts strictly below it, so rows inserted meanwhile never
 * shift a page, and page 1,000 costs what page 1 costs.
 */
import { apiMessages } from 'shared-contracts';
import { refuse } from '../../errors';

/** Where the next page starts: below this time, or at this time below this id. */
export interface Keyset {
  /** ISO UTC text of the last row shown. */
  at: string;
  id: number;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.at, keyset.id]), 'utf8').toString('base64url');
}

/**
 * The keyset of a cursor the client sent back; undefined for the first page.
 * @throws DomainError (翻页参数无效) for anything this server did not write
 */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse(apiMessages.recordCursorInvalid);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    !ISO_UTC.test(parsed[0]) ||
    !Number.isSafeInteger(parsed[1]) ||
    (parsed[1] as number) < 1
  )
    throw refuse(apiMessages.recordCursorInvalid);
  return { at: parsed[0], id: parsed[1] as number };
}

/**
 * The page and the cursor of the next: rows are fetched one more than the page size, so a last
 * page says so (null) without a second query.
 */
export function pageOf<T>(rows: T[], size: number, keysetOf: (row: T) => Keyset) {
  const list = rows.slice(0, size);
  const last = list.at(-1);
  return { list, next_cursor: rows.length > size && last ? encodeCursor(keysetOf(last)) : null };
}
