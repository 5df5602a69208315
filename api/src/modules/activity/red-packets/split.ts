/** How a red packet is cut into shares: the next share from what is left, equal or by the 'double average' rule. */
import { randomInt as cryptoRandomInt } from 'node:crypto';
import { microUsdt, RED_PACKET_MIN_SHARE, type MicroUsdt } from 'shared-contracts';

/** A uniform integer in [min, maxExclusive): `crypto.randomInt`, or a fixed sequence in tests. */
export type RandomInt = (min: number, maxExclusive: number) => number;

export type RedPacketSplit = 'random' | 'equal';

/** The packet as locked before its next share: what it holds in all, and what is taken so far. */
export interface SplitState {
  total: MicroUsdt;
  count: number;
  takenCount: number;
  takenAmount: MicroUsdt;
  split: RedPacketSplit;
}

/** Whether `total` can be cut into `count` shares of at least 0.01 USDT each. */
export const splittable = (total: MicroUsdt, count: number) => total >= count * RED_PACKET_MIN_SHARE;

/**
 * The share the next taker gets. Equal: floor(total / count) to the micro-USDT, the last share
 * taking the remainder. Random: 'double average' in 0.01 steps, between 0.01 and twice the average
 * of what is left, never leaving less than 0.01 for each later share; the last takes exactly the rest.
 * @throws RangeError when no share is left, or what is left cannot give every share 0.01
 */
export function nextShare(state: SplitState, randomInt: RandomInt = cryptoRandomInt): MicroUsdt {
  const left = state.count - state.takenCount;
  const remaining = state.total - state.takenAmount;
  if (left < 1 || remaining < left * RED_PACKET_MIN_SHARE)
    throw new RangeError(`no share left in ${JSON.stringify(state)}`);
  if (left === 1) return microUsdt(remaining);
  if (state.split === 'equal') return microUsdt(Math.floor(state.total / state.count));
  // Whole 0.01 steps: at most twice the average, and at most what leaves 0.01 for each of the others.
  const doubleAverage = Math.floor((2 * remaining) / (left * RED_PACKET_MIN_SHARE));
  const leavingOthers = Math.floor((remaining - (left - 1) * RED_PACKET_MIN_SHARE) / RED_PACKET_MIN_SHARE);
  const maxSteps = Math.max(1, Math.min(doubleAverage, leavingOthers));
  return microUsdt(randomInt(1, maxSteps + 1) * RED_PACKET_MIN_SHARE);
}
