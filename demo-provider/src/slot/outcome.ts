/** The slot's maths: a paytable whose exact expectation is the configured RTP, drawn from a CSPRNG. */
import { randomInt as cryptoRandomInt } from 'node:crypto';
import { MICRO_PER_USDT, microUsdt, type MicroUsdt } from 'shared-contracts';

/** Returns an integer in [min, max); node:crypto's randomInt in production, injectable in tests. */
export type RandomInt = (min: number, max: number) => number;

/** Stakes the game offers, in whole USDT. */
export const ALLOWED_STAKES = [1, 2, 5, 10, 20, 50] as const;
export type Stake = (typeof ALLOWED_STAKES)[number];

export function isAllowedStake(value: unknown): value is Stake {
  return (ALLOWED_STAKES as readonly unknown[]).includes(value);
}

/** Symbols on a reel, from the most common prize (0) to the top prize (5). */
export const SYMBOL_COUNT = 6;

/** A line that pays: three of one symbol, or a pair of symbol 0 on the first two reels. */
export type WinningLine = { kind: 'three'; symbol: number } | { kind: 'pair'; symbol: 0 };

/**
 * Paying lines, their multipliers in tenths of the stake (integers keep the maths exact) and
 * their relative frequencies among winning spins. The RTP only decides how often a spin wins.
 * Kept low in volatility (top prize 20×) so the demo pays small amounts often.
 */
export const PAYING_LINES: ReadonlyArray<{ line: WinningLine; multiplierTenths: number; relativeWeight: number }> = [
  { line: { kind: 'pair', symbol: 0 }, multiplierTenths: 5, relativeWeight: 150 },
  { line: { kind: 'three', symbol: 0 }, multiplierTenths: 10, relativeWeight: 250 },
  { line: { kind: 'three', symbol: 1 }, multiplierTenths: 20, relativeWeight: 200 },
  { line: { kind: 'three', symbol: 2 }, multiplierTenths: 30, relativeWeight: 120 },
  { line: { kind: 'three', symbol: 3 }, multiplierTenths: 50, relativeWeight: 60 },
  { line: { kind: 'three', symbol: 4 }, multiplierTenths: 100, relativeWeight: 20 },
  { line: { kind: 'three', symbol: 5 }, multiplierTenths: 200, relativeWeight: 5 },
];

export interface PaytableEntry {
  /** null: the losing outcome (0×). */
  line: WinningLine | null;
  multiplierTenths: number;
  /** Chance of this outcome is weight / Paytable.totalWeight. */
  weight: number;
}

export interface Paytable {
  rtpBasisPoints: number;
  entries: PaytableEntry[];
  totalWeight: number;
}

const BASIS_POINTS = 10_000;

/**
 * RTP as a fraction (0.96) to whole basis points, refusing what basis points cannot hold exactly,
 * since the expectation is promised to be exact.
 */
export function rtpToBasisPoints(rtp: number): number {
  const basisPoints = Math.round(rtp * BASIS_POINTS);
  if (!(basisPoints > 0 && basisPoints <= BASIS_POINTS) || Math.abs(basisPoints - rtp * BASIS_POINTS) > 1e-6) {
    throw new RangeError(`RTP must be in (0, 1] with at most 4 decimals: ${rtp}`);
  }
  return basisPoints;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * Builds the paytable for an RTP. Winning line i gets weight r_i·rtpBp out of a total of
 * Σ(m_i·r_i)·1000 (m in tenths), so E = Σ m_i/10 · r_i·rtpBp / (Σ m_i·r_i · 1000) = rtpBp / 10000
 * exactly; the 0× outcome takes the rest of the total.
 * @example buildPaytable(0.96).entries[0] // { line: null, multiplierTenths: 0, weight: … }
 */
export function buildPaytable(rtp: number): Paytable {
  const rtpBasisPoints = rtpToBasisPoints(rtp);
  const weightedMultipliers = PAYING_LINES.reduce((sum, row) => sum + row.multiplierTenths * row.relativeWeight, 0);
  const rawTotal = weightedMultipliers * (BASIS_POINTS / 10);
  const rawWinning = PAYING_LINES.map((row) => row.relativeWeight * rtpBasisPoints);
  const rawLosing = rawTotal - rawWinning.reduce((sum, weight) => sum + weight, 0);
  if (rawLosing < 0) throw new RangeError(`RTP ${rtp} is above what the paytable can pay`);
  const divisor = [rawTotal, rawLosing, ...rawWinning].reduce(greatestCommonDivisor);
  const entries: PaytableEntry[] = [
    { line: null, multiplierTenths: 0, weight: rawLosing / divisor },
    ...PAYING_LINES.map((row, index) => ({
      line: row.line,
      multiplierTenths: row.multiplierTenths,
      weight: (rawWinning[index] as number) / divisor,
    })),
  ];
  return { rtpBasisPoints, entries, totalWeight: rawTotal / divisor };
}

/** The paytable's expected return as an exact fraction of the stake. */
export function expectedReturn(paytable: Paytable): { numerator: number; denominator: number } {
  const numerator = paytable.entries.reduce((sum, entry) => sum + entry.multiplierTenths * entry.weight, 0);
  return { numerator, denominator: paytable.totalWeight * 10 };
}

/** Standard deviation of one spin's return (in stakes), for sizing statistical tests. */
export function returnStandardDeviation(paytable: Paytable): number {
  const mean = expectedReturn(paytable);
  const meanValue = mean.numerator / mean.denominator;
  const secondMoment = paytable.entries.reduce(
    (sum, entry) => sum + (entry.multiplierTenths / 10) ** 2 * (entry.weight / paytable.totalWeight),
    0,
  );
  return Math.sqrt(secondMoment - meanValue ** 2);
}

/** Draws one outcome of the paytable, uniformly over its weights. */
export function drawOutcome(paytable: Paytable, randomInt: RandomInt = cryptoRandomInt): PaytableEntry {
  let ticket = randomInt(0, paytable.totalWeight);
  for (const entry of paytable.entries) {
    if (ticket < entry.weight) return entry;
    ticket -= entry.weight;
  }
  throw new Error('ticket beyond the paytable total');
}

/** Pay of a stake at a multiplier, exact in micro-USDT. */
export function winAmount(stake: Stake, multiplierTenths: number): MicroUsdt {
  return microUsdt((stake * MICRO_PER_USDT * multiplierTenths) / 10);
}

/** What the centre line of three symbols pays, in tenths of the stake. */
export function lineMultiplierTenths(line: readonly number[]): number {
  const [first, second, third] = line;
  const paying = PAYING_LINES.find(({ line: pattern }) =>
    pattern.kind === 'three'
      ? first === pattern.symbol && second === pattern.symbol && third === pattern.symbol
      : first === pattern.symbol && second === pattern.symbol && third !== pattern.symbol,
  );
  return paying?.multiplierTenths ?? 0;
}
