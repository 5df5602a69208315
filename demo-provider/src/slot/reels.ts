/** Reel stops that show a drawn outcome: the outcome is decided first, the picture follows it. */
import { randomInt as cryptoRandomInt } from 'node:crypto';
import { lineMultiplierTenths, SYMBOL_COUNT, type PaytableEntry, type RandomInt } from './outcome';

export const REEL_COUNT = 3;
/** Rows visible on each reel; the middle one is the pay line. */
export const VISIBLE_ROWS = 3;
const PAY_ROW = 1;

/** The centre line for an outcome: its winning pattern, or a random line that pays nothing. */
function centreLine(entry: PaytableEntry, randomInt: RandomInt): number[] {
  if (entry.line?.kind === 'three') return [entry.line.symbol, entry.line.symbol, entry.line.symbol];
  if (entry.line?.kind === 'pair') {
    // The third symbol is any other, so the line is a pair and not three of a kind.
    const third = (entry.line.symbol + 1 + randomInt(0, SYMBOL_COUNT - 1)) % SYMBOL_COUNT;
    return [entry.line.symbol, entry.line.symbol, third];
  }
  // A losing line: redraw the (about 1 in 18) random lines that would pay.
  for (;;) {
    const line = Array.from({ length: REEL_COUNT }, () => randomInt(0, SYMBOL_COUNT));
    if (lineMultiplierTenths(line) === 0) return line;
  }
}

/**
 * Reels as [reel][row] symbol indices, the middle row showing the outcome; rows above and
 * below are decoration.
 * @example reelsFor({ line: { kind: 'three', symbol: 5 }, multiplierTenths: 200, weight: 1 })[0][1] // 5
 */
export function reelsFor(entry: PaytableEntry, randomInt: RandomInt = cryptoRandomInt): number[][] {
  const line = centreLine(entry, randomInt);
  return line.map((symbol) =>
    Array.from({ length: VISIBLE_ROWS }, (_, row) => (row === PAY_ROW ? symbol : randomInt(0, SYMBOL_COUNT))),
  );
}

/** The pay line of a set of reels. */
export function payLineOf(reels: readonly (readonly number[])[]): number[] {
  return reels.map((reel) => reel[PAY_ROW] as number);
}
