/**
 * Cursors of 我的收入's two lists, opaque base64url text: the day of the last daily record shown
 * (a day has one row per agent) or the id of the last claim. A cursor of one list is refused by the other.
 */
import { apiMessages } from 'shared-contracts';
import { refuse } from '../../../errors';
import { MAX_ROW_ID } from '../../../keyset-cursor';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse(apiMessages.recordCursorInvalid);
  }
}

export const encodeDayCursor = (day: string) => encode({ day });
export const encodeClaimCursor = (id: number) => encode({ claim: id });

/**
 * The day a daily-record page starts below; undefined for the first page.
 * @throws DomainError (翻页参数无效) for anything this server did not write
 */
export function decodeDayCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const parsed = decode(cursor) as { day?: unknown } | null;
  const day = parsed?.day;
  if (typeof day !== 'string' || !DAY.test(day) || Object.keys(parsed!).length !== 1)
    throw refuse(apiMessages.recordCursorInvalid);
  return day;
}

/**
 * The claim id a claims page starts below; undefined for the first page.
 * @throws DomainError (翻页参数无效) for anything this server did not write
 */
export function decodeClaimCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const parsed = decode(cursor) as { claim?: unknown } | null;
  const id = parsed?.claim;
  if (
    !Number.isSafeInteger(id) ||
    (id as number) < 1 ||
    (id as number) > MAX_ROW_ID ||
    Object.keys(parsed!).length !== 1
  )
    throw refuse(apiMessages.recordCursorInvalid);
  return id as number;
}
