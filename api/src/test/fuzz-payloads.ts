/**
 * Malformed input for the route fuzz: wrong types, missing fields, huge strings, odd Unicode, arrays
 * and nested objects, numbers as strings, prototype-pollution keys; and the encoders that put them
 * on the wire as JSON, as form bodies and as query strings, including byte sequences no encoder makes;
 * numbers beyond every range (amounts past 2^53 micro-USDT). Deep nesting is in fuzz-deep.ts.
 */
import fc from 'fast-check';

/** Lone surrogates, bidi and zero-width marks, NUL and controls, emoji, combining marks, syntax. */
const ODD = [
  '\u0000',
  '\ud800',
  '\udc00',
  '\ud83d',
  '\u200f',
  '\u202e',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u2028',
  '\u0085',
  '\u0301',
  '\x7f',
  '\x1b',
  '\r\n',
  '😀',
  '👩‍👩‍👧',
  '中文',
  'é',
  '%',
  '&',
  '=',
  '+',
  '[]',
  '{"',
  '\\',
  "'",
  '<script>',
  '../',
  '%00',
  '%zz',
];
const oddUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD) },
  // Any code point (fc's 'binary' unit builds a table of all of them per use: slow).
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 0x10ffff })
      .filter((point) => point < 0xd800 || point > 0xdfff)
      .map((point) => String.fromCodePoint(point)),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
);
export const oddText = fc.string({ unit: oddUnit, maxLength: 24 });

/** From 100 bytes to ~100 kB: below and beyond the 64 kB body limit. */
const hugeText = fc
  .tuple(fc.constantFrom('a', '9', '中', '😀', '\u0000', '\u202e', ' '), fc.integer({ min: 100, max: 100_000 }))
  .map(([piece, bytes]) => piece.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(piece)))));

/** Values that are right for some field somewhere, or nearly: they get past the first checks. */
export const PLAUSIBLE: readonly unknown[] = [
  'player12345678',
  'secret123',
  'device-12345678',
  'ABCD2345',
  'abcd',
  '',
  ' ',
  '1',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 12 ',
  '2147483648',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '9'.repeat(40),
  // Amounts beyond the contract's bound and beyond what a float holds exactly.
  '1000000000.000001',
  '999999999999',
  '9007199254.740992',
  '9007199254740993',
  '-9007199254740993',
  '1e308',
  'data:image/png;base64,AAAA',
  'https://example.com/a.png',
  '<b>x</b>',
  1,
  0,
  -1,
  7,
  true,
];
const plausible = fc.constantFrom(...PLAUSIBLE.filter((item) => typeof item === 'string'));

/** Out of range: past 2^31 and 2^53, amounts in USDT and micro-USDT past the bound, the float extremes. */
export const OUT_OF_RANGE_NUMBERS = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  999_999_999_999,
  9_007_199_254.740992,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-0, 1e-300, ...OUT_OF_RANGE_NUMBERS),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(Number),
);

export const fuzzScalar = fc.oneof(
  { weight: 4, arbitrary: oddText },
  { weight: 4, arbitrary: plausible },
  { weight: 2, arbitrary: numbers },
  { weight: 2, arbitrary: numbers.map(String) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

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
