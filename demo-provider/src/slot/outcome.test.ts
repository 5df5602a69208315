import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_STAKES,
  buildPaytable,
  drawOutcome,
  expectedReturn,
  isAllowedStake,
  lineMultiplierTenths,
  returnStandardDeviation,
  rtpToBasisPoints,
  winAmount,
} from './outcome';
import { payLineOf, reelsFor } from './reels';

describe('paytable', () => {
  it.each([
    [0.96, 96],
    [0.9, 90],
  ])('has an expectation of exactly %s', (rtp, percent) => {
    const { numerator, denominator } = expectedReturn(buildPaytable(rtp));
    expect(Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator)).toBe(true);
    // Cross-multiplied in integers: numerator / denominator === percent / 100, no float in between.
    expect(numerator * 100).toBe(percent * denominator);
  });

  it('gives the 0× outcome what the winning lines leave, and every weight is a whole number', () => {
    const paytable = buildPaytable(0.96);
    const losing = paytable.entries.find((entry) => entry.line === null);
    expect(losing?.multiplierTenths).toBe(0);
    expect(paytable.entries.every((entry) => Number.isSafeInteger(entry.weight) && entry.weight > 0)).toBe(true);
    expect(paytable.entries.reduce((sum, entry) => sum + entry.weight, 0)).toBe(paytable.totalWeight);
    // A lower RTP loses more often; the prizes stay the same.
    const lower = buildPaytable(0.9);
    expect(lower.entries[0]!.weight / lower.totalWeight).toBeGreaterThan(losing!.weight / paytable.totalWeight);
  });

  it('refuses an RTP it cannot hold exactly or cannot pay', () => {
    expect(() => rtpToBasisPoints(0.96123)).toThrow(RangeError);
    expect(() => rtpToBasisPoints(0)).toThrow(RangeError);
    expect(() => rtpToBasisPoints(1.2)).toThrow(RangeError);
    expect(() => rtpToBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(rtpToBasisPoints(0.9)).toBe(9000);
  });

  it('lands near the RTP over a large sample from the CSPRNG, with a bound that cannot flake', () => {
    const draws = 1_000_000;
    for (const rtp of [0.96, 0.9]) {
      const paytable = buildPaytable(rtp);
      const tolerance = 0.015 * rtp;
      // ±1.5 % is at least 6 standard errors of the mean: a false failure is rarer than 1 in 10^8.
      expect(tolerance / (returnStandardDeviation(paytable) / Math.sqrt(draws))).toBeGreaterThan(6);
      let paidTenths = 0;
      for (let draw = 0; draw < draws; draw += 1) paidTenths += drawOutcome(paytable).multiplierTenths;
      expect(Math.abs(paidTenths / 10 / draws - rtp)).toBeLessThan(tolerance);
    }
  });

  it('draws each outcome exactly by its weight', () => {
    const paytable = buildPaytable(0.96);
    let ticket = 0;
    const tickets = () => ticket;
    for (const entry of paytable.entries) {
      ticket = paytable.entries.slice(0, paytable.entries.indexOf(entry)).reduce((sum, e) => sum + e.weight, 0);
      expect(drawOutcome(paytable, tickets)).toBe(entry);
      ticket += entry.weight - 1;
      expect(drawOutcome(paytable, tickets)).toBe(entry);
    }
  });
});

describe('reels', () => {
  it('show the drawn outcome on the pay line, and a losing line pays nothing', () => {
    const paytable = buildPaytable(0.96);
    for (const entry of paytable.entries) {
      for (let sample = 0; sample < 500; sample += 1) {
        const reels = reelsFor(entry, randomInt);
        expect(reels).toHaveLength(3);
        expect(
          reels.every(
            (reel) =>
              reel.length === 3 && reel.every((symbol) => Number.isInteger(symbol) && symbol >= 0 && symbol < 6),
          ),
        ).toBe(true);
        expect(lineMultiplierTenths(payLineOf(reels))).toBe(entry.multiplierTenths);
      }
    }
  });

  it('reads the pay line as the paytable says', () => {
    expect(lineMultiplierTenths([5, 5, 5])).toBe(200);
    expect(lineMultiplierTenths([0, 0, 3])).toBe(5);
    expect(lineMultiplierTenths([0, 0, 0])).toBe(10);
    expect(lineMultiplierTenths([3, 0, 0])).toBe(0);
    expect(lineMultiplierTenths([1, 1, 2])).toBe(0);
  });
});

describe('stakes', () => {
  it('allows 1, 2, 5, 10, 20 and 50 USDT only', () => {
    expect([...ALLOWED_STAKES]).toEqual([1, 2, 5, 10, 20, 50]);
    for (const stake of ALLOWED_STAKES) expect(isAllowedStake(stake)).toBe(true);
    for (const other of [0, 3, 100, 1.5, -1, '5', null]) expect(isAllowedStake(other)).toBe(false);
  });

  it('pays stake × multiplier exactly in micro-USDT', () => {
    expect(winAmount(5, 5)).toBe(2_500_000);
    expect(winAmount(50, 200)).toBe(1_000_000_000);
    expect(winAmount(1, 0)).toBe(0);
  });
});
