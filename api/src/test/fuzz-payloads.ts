/**
 * Malformed input for the route fuzz: wrong types, missing fields, arrays and nested objects,
 * numbers as strings, prototype-pollution keys, built from the values of fuzz-values.ts; and the
 * encoders that put them on the wire as JSON, as form bodies and as query strings, including byte
 * sequences no encoder makes. Deep nesting is in fuzz-deep.ts.
 */
import fc from 'fast-check';
import { fuzzScalar, hugeText, oddText } from './fuzz-values';

/** Keys every payload may carry: identity fields the server must ignore, and pollution keys. */
const COMMON_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'id',
  'player_id',
  'username',
  'token',
  'code',
  'sort',
  'limit',
];

/** An object with own enumerable properties only, even for a key like __proto__. */
function ownProperties(entries: Array<[string, unknown]>): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/**
 * A payload for a route whose input has `fields`: objects of them with wrong values, objects whose
 * fields are all acceptable (`good`, per field) but one or two, and sometimes not an object at all.
 */
export function payloadFor(
  fields: readonly string[],
  good: Record<string, readonly unknown[]> = {},
): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...fields, ...COMMON_KEYS), oddText);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { maxDepth: 3, depthIdentifier: 'payload' },
      { weight: 6, arbitrary: fuzzScalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 4 }) },
    ),
  }));
  const known = fc.array(fc.tuple(fc.constantFrom(...fields, ...COMMON_KEYS), value), { maxLength: fields.length + 2 });
  const stranger = fc.array(fc.tuple(key, value), { maxLength: 3 });
  const object = fc.tuple(known, stranger).map(([a, b]) => ownProperties([...a, ...b]));
  const acceptable = fc.tuple(
    ...fields.map((field) =>
      (good[field]?.length ? fc.constantFrom(...(good[field] as unknown[])) : value).map(
        (item) => [field, item] as [string, unknown],
      ),
    ),
  );
  const mutations = fields.length
    ? fc.array(fc.tuple(fc.constantFrom(...fields), value), { maxLength: 2 })
    : fc.constant([]);
  const nearlyValid = fc
    .tuple(acceptable, mutations, stranger)
    .map(([base, changed, extra]) => ownProperties([...base, ...changed, ...extra]));
  // Huge strings cost time to send; one field in about every tenth payload is plenty.
  const withHugeField = fc
    .tuple(fc.oneof(object, nearlyValid), key, hugeText)
    .map(([base, field, huge]) => ownProperties([...Object.entries(base), [field, huge]]));
  return fc.oneof(
    { weight: 4, arbitrary: object },
    { weight: 4, arbitrary: nearlyValid },
    { weight: 1, arbitrary: withHugeField },
    { weight: 1, arbitrary: fc.array(value, { maxLength: 4 }) },
    { weight: 1, arbitrary: object.map((inner) => ({ data: inner })) },
    { weight: 1, arbitrary: fuzzScalar },
  );
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percent(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

function formPairs(name: string, value: unknown): string[] {
  if (Array.isArray(value))
    return value.length
      ? value.flatMap((item, index) => formPairs(index % 2 ? `${name}[]` : name, item))
      : [`${percent(name)}[]=`];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => formPairs(name ? `${name}[${key}]` : key, item));
  return [`${percent(name)}=${percent(String(value))}`];
}

/** Text no well-behaved encoder writes: bad escapes, overlong and surrogate UTF-8, empty keys, pollution brackets. */
export const rawTail = fc.constantFrom(
  '',
  '',
  '',
  '&',
  '&%',
  '&a=%ZZ',
  '&b=%ED%A0%80',
  '&%00=%00',
  '&&==&',
  '&c=%E4%B8',
  '&=x',
  '&d=%C0%AF',
  '&__proto__[admin]=1',
  '&constructor[prototype][x]=1',
  '&token=a&token=b',
);

/** The payload as form (or query) text: nested objects as a[b], arrays as repeated keys and as a[]. */
export function formEncode(payload: unknown, tail: string): string {
  const body =
    payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? formPairs('', payload).join('&')
      : percent(JSON.stringify(payload) ?? '');
  return body + tail;
}

/** Bodies with a content type that does not match them, or bytes that are no text at all. */
export const oddBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded; charset=latin1',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/octet-stream',
    'application/xml',
  ),
  payload: fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    oddText.map((text) => Buffer.from(text)),
  ),
});

/** A value for a path parameter, as it appears in the URL. */
export const pathParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1',
    '2',
    '2147483648',
    '1.5',
    '1e3',
    '0x1',
    'abc',
    '%zz',
    '%00',
    '%2F',
    '..',
    '%E4%B8',
    '1'.repeat(150),
  ),
  fc.integer().map(String),
  oddText.filter((text) => text.length > 0).map(percent),
);
