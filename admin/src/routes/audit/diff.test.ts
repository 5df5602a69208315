import { describe, expect, it } from 'vitest';
import { auditDiff, shownValue, WHOLE_VALUE } from './diff';

describe('auditDiff', () => {
  it('lists every field of an update in order, marking the changed ones', () => {
    expect(
      auditDiff({ title: '旧', sort: 1, tags: ['a'] }, { title: '新', sort: 1, tags: ['a', 'b'], extra: null }),
    ).toEqual([
      { field: 'title', before: '旧', after: '新', changed: true },
      { field: 'sort', before: '1', after: '1', changed: false },
      { field: 'tags', before: '["a"]', after: '["a","b"]', changed: true },
      { field: 'extra', before: '', after: 'null', changed: true },
    ]);
  });

  it('shows a create with an empty before and a delete with an empty after, every field changed', () => {
    expect(auditDiff(null, { id: 3 })).toEqual([{ field: 'id', before: '', after: '3', changed: true }]);
    expect(auditDiff({ id: 3 }, null)).toEqual([{ field: 'id', before: '3', after: '', changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('tells a field that became empty text from one that was removed', () => {
    expect(auditDiff({ note: '' }, {})).toEqual([{ field: 'note', before: '', after: '', changed: true }]);
    expect(auditDiff({ note: '' }, { note: '' })[0]!.changed).toBe(false);
  });

  it('shows values that are not objects as one whole row', () => {
    expect(auditDiff([1], [1, 2])).toEqual([{ field: WHOLE_VALUE, before: '[1]', after: '[1,2]', changed: true }]);
    expect(auditDiff('on', 'on')).toEqual([{ field: WHOLE_VALUE, before: 'on', after: 'on', changed: false }]);
  });
});

describe('shownValue', () => {
  it('writes strings as they are and the rest as JSON', () => {
    expect(shownValue('文字')).toBe('文字');
    expect(shownValue(12)).toBe('12');
    expect(shownValue({ a: true })).toBe('{"a":true}');
    expect(shownValue(undefined)).toBe('');
  });
});
