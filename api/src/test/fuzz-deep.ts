/**
 * Nesting far beyond the input limit, as JSON, form and query text: written as text, since
 * building such values and encoding them would itself exhaust the stack.
 */
import fc from 'fast-check';

/**
 * JSON text of an object whose field `key` holds arrays nested so that the whole is `depth` levels
 * deep (2 bytes a level: 30,000 levels fit a 64 kB body), written as text: JSON.stringify of
 * such an object would itself exhaust the stack.
 * @example deepJson(3, 'x') // '{"x":[[]]}'
 */
export function deepJson(depth: number, key = 'a'): string {
  const arrays = Math.max(0, depth - 1);
  return `{${JSON.stringify(key)}:${arrays ? '['.repeat(arrays) + ']'.repeat(arrays) : '1'}}`;
}

/** The nesting depths worth sending: around the limit (32), and up to what fits a 64 kB body. */
export const deepDepth = fc.oneof(fc.constantFrom(31, 32, 33, 64, 30_000), fc.integer({ min: 1, max: 30_000 }));

/** `json` (an object's JSON text) with `key` set to arrays nested so the whole is `depth` levels deep. */
export function withDeepField(json: string, key: string, depth: number): string {
  const deep = deepJson(depth, key);
  if (!json.startsWith('{') || json === '{}') return deep;
  return `${json.slice(0, -1)},${deep.slice(1)}`;
}

/** `key[a][a]…=1` nested `depth` deep: form and query text as qs-style encoders write nesting. */
export function deepForm(depth: number, key = 'a'): string {
  return `${encodeURIComponent(key)}${'%5Ba%5D'.repeat(depth)}=1`;
}
