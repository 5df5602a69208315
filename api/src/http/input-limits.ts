/**
 * What parsed input may look like before anything walks it: nested at most MAX_INPUT_DEPTH deep,
 * and no NUL anywhere. Checked without recursion, so no input can exhaust the stack.
 */

/**
 * The deepest nesting of objects and arrays a request may carry (the outer object is 1). Our
 * contracts need 2 (a field holding a list); 32 leaves room and still stops a 64 kB body of
 * `[[[[…` (about 32,000 deep) long before any walk of it. Form bodies and query strings are
 * parsed flat (fast-querystring keeps `a[b][c]` as a plain key), so only JSON ever nests.
 */
export const MAX_INPUT_DEPTH = 32;

export type InputFault = 'too-deep' | 'nul';

/**
 * The first thing wrong with `value` as request input, or null: deeper than `maxDepth`, or a NUL
 * in a key or string (never part of real input, and PostgreSQL refuses it in text).
 * Iterative, and it stops at the depth limit, so its cost is bounded by the body size.
 * @example inputFault({ a: [{ b: 'x\u0000' }] }) // 'nul'
 */
export function inputFault(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputFault | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > maxDepth) return 'too-deep';
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return 'nul';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}
