/**
 * The turnover requirement's arithmetic, pure: what a deposit asks to be wagered, and what is
 * still to be wagered. Integer micro-USDT only; the multiplier is taken to 6 decimal places.
 */
import { microUsdt, type MicroUsdt } from 'shared-contracts';

const MULTIPLIER_SCALE = 1_000_000n;

/**
 * Settled stakes a credit of `amount` asks for: amount × multiplier, rounded up to the micro-USDT
 * (capped at the largest exact amount, which no real deposit reaches).
 * @example turnoverRequired(microUsdt(10_000_001), 1.5) // 15_000_002
 */
export function turnoverRequired(amount: MicroUsdt, multiplier: number): MicroUsdt {
  const scaled = BigInt(Math.round(multiplier * Number(MULTIPLIER_SCALE)));
  const required = (BigInt(amount) * scaled + MULTIPLIER_SCALE - 1n) / MULTIPLIER_SCALE;
  return microUsdt(Number(required > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : required));
}

/** The open requirements of a player and the stakes settled since the earliest of them. */
export interface TurnoverState {
  /** Σ required of the requirements created after the player's last clearing. */
  required: number;
  /** Σ stake of rounds settled at or after the earliest of those requirements. */
  staked: number;
  /** How many requirements are open. */
  open: number;
}

/**
 * What is still to be wagered before a withdrawal, and whether the open requirements are met
 * (then they are closed, so stakes before a later deposit never count towards it).
 * @example remainingTurnover({ required: 50, staked: 20, open: 1 }) // { remaining: 30, met: false }
 */
export function remainingTurnover(state: TurnoverState): { remaining: MicroUsdt; met: boolean } {
  const remaining = Math.max(0, state.required - state.staked);
  return { remaining: microUsdt(Math.min(remaining, Number.MAX_SAFE_INTEGER)), met: state.open > 0 && remaining === 0 };
}
