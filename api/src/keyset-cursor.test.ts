import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeMergedCursor, encodeCursor, encodeMergedCursor } from './keyset-cursor';

describe('merged-list cursors', () => {
  it('round-trip the time, source rank and id of the last row', () => {
    const keyset = { at: '2026-02-28T16:30:00.000Z', source: 2, id: 42 };
    expect(decodeMergedCursor(encodeMergedCursor(keyset))).toEqual(keyset);
    expect(decodeMergedCursor(undefined)).toBeUndefined();
  });

  it.each([
    ['a single-table cursor', encodeCursor({ at: '2026-02-28T16:30:00.000Z', id: 1 })],
    ['a rank out of range', Buffer.from('["2026-02-28T16:30:00.000Z",16,1]').toString('base64url')],
    ['a fractional rank', Buffer.from('["2026-02-28T16:30:00.000Z",0.5,1]').toString('base64url')],
    ['id 0', Buffer.from('["2026-02-28T16:30:00.000Z",0,0]').toString('base64url')],
    [
      'an id beyond a PostgreSQL integer',
      Buffer.from('["2026-02-28T16:30:00.000Z",0,2147483648]').toString('base64url'),
    ],
    ['an object', Buffer.from('{"at":"2026-02-28T16:30:00.000Z"}').toString('base64url')],
  ])('refuse %s', (_case, cursor) => {
    expect(() => decodeMergedCursor(cursor)).toThrow('翻页参数无效，请刷新后重试');
  });

  it('are refused where a single-table cursor is expected', () => {
    const merged = encodeMergedCursor({ at: '2026-02-28T16:30:00.000Z', source: 0, id: 1 });
    expect(() => decodeCursor(merged)).toThrow('翻页参数无效，请刷新后重试');
  });
});
