/**
 * Keyset cursors of the long record lists: the (time, id) of the last row a page showed, as
 * opaque base64url text. The next page starts strictly below it, so rows inserted meanwhile never
 * shift a page, and page 1,000 costs what page 1 costs.
 */
import { apiMessages } from 'shared-contracts';
import { refuse } from './errors';

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

/** The JSON array a cursor holds, or a refusal for anything that is not one. */
function cursorArray(cursor: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse(apiMessages.recordCursorInvalid);
  }
  if (!Array.isArray(parsed)) throw refuse(apiMessages.recordCursorInvalid);
  return parsed;
}

const isInstant = (value: unknown): value is string => typeof value === 'string' && ISO_UTC.test(value);
/** The largest row id there can be: ids are PostgreSQL integers (serial); a larger bound would fail to bind. */
export const MAX_ROW_ID = 2_147_483_647;

const isRowId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ROW_ID;

/**
 * The keyset of a cursor the client sent back; undefined for the first page.
 * @throws DomainError (翻页参数无效) for anything this server did not write
 */
export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const parsed = cursorArray(cursor);
  if (parsed.length !== 2 || !isInstant(parsed[0]) || !isRowId(parsed[1]))
    throw refuse(apiMessages.recordCursorInvalid);
  return { at: parsed[0], id: parsed[1] };
}

/**
 * A position in a list merged from several tables (充提记录: deposit orders, channel orders,
 * withdrawals): rows at one instant are ordered by their source's rank, then by id, so two rows
 * of different sources with the same time and id are still told apart.
 */
export interface MergedKeyset extends Keyset {
  /** The rank of the row's source, 0 … MAX_SOURCE_RANK. */
  source: number;
}

const MAX_SOURCE_RANK = 15;

export function encodeMergedCursor(keyset: MergedKeyset): string {
  return Buffer.from(JSON.stringify([keyset.at, keyset.source, keyset.id]), 'utf8').toString('base64url');
}

/**
 * The position of a merged list's cursor; undefined for the first page.
 * @throws DomainError (翻页参数无效) for anything this server did not write (a single-table cursor too)
 */
export function decodeMergedCursor(cursor: string | undefined): MergedKeyset | undefined {
  if (cursor === undefined) return undefined;
  const parsed = cursorArray(cursor);
  const [at, source, id] = parsed;
  if (
    parsed.length !== 3 ||
    !isInstant(at) ||
    !Number.isSafeInteger(source) ||
    (source as number) < 0 ||
    (source as number) > MAX_SOURCE_RANK ||
    !isRowId(id)
  )
    throw refuse(apiMessages.recordCursorInvalid);
  return { at, source: source as number, id };
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
