/**
 * An audit entry's row before and after, field by field, for showing them side by side: each
 * field of either, in the order the row had them, with whether it changed.
 */

export interface DiffRow {
  field: string;
  /** The value as text ('' when the field is absent on that side). */
  before: string;
  after: string;
  changed: boolean;
}

/** The field an entry that is not an object (a value, a list) is shown under. */
export const WHOLE_VALUE = '（整体）';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line of text: strings as they are, everything else as JSON; absent is empty. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The rows of a before/after pair; a create has no before (null), a delete no after.
 * @example auditDiff({ title: 'a', sort: 1 }, { title: 'b', sort: 1 }) // [{ field: 'title', before: 'a', after: 'b', changed: true }, { field: 'sort', …, changed: false }]
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const sides = [before, after].filter((side) => side !== null && side !== undefined);
  if (sides.length === 0) return [];
  if (!sides.every(isRecord)) {
    const [was, is] = [shownValue(before ?? undefined), shownValue(after ?? undefined)];
    return [{ field: WHOLE_VALUE, before: was, after: is, changed: was !== is }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields.map((field) => {
    const [from, to] = [shownValue(was[field]), shownValue(is[field])];
    const present = [Object.hasOwn(was, field), Object.hasOwn(is, field)];
    return { field, before: from, after: to, changed: from !== to || present[0] !== present[1] };
  });
}
