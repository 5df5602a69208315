/** Recharge order numbers: R, the UTC time to the second, 6 random digits (a clash is refused by a unique index and run again). */
import { randomInt } from 'node:crypto';

export function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
