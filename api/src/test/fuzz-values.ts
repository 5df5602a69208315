/**
 * The values of the fuzz: odd Unicode, huge strings, values that are nearly right for some field,
 * numbers beyond every range (amounts past 2^53 micro-USDT); fuzz-payloads.ts puts them in shapes.
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
export const hugeText = fc
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
