/** Small display rules of the mine page: the avatar's initial and the tone of a signed amount. */

/**
 * The avatar's letter: the username's first character, upper-cased (no image is downloaded).
 * @example avatarInitial('e2eplayer01') // 'E'
 */
export function avatarInitial(username: string): string {
  const first = [...username.trim()][0];
  return first ? first.toUpperCase() : '?';
}

export type AmountTone = 'gain' | 'loss' | 'even';

/**
 * Whether a signed wire amount ("-12.345600") is a gain, a loss or nothing, so win/loss reads in
 * green or red; text that is no amount is even.
 * @example amountTone('-0.000001') // 'loss'
 */
export function amountTone(text: string): AmountTone {
  const match = /^\s*(-?)(\d+)(?:\.(\d+))?\s*$/.exec(text);
  if (!match) return 'even';
  const isZero = /^0*$/.test(match[2] ?? '') && /^0*$/.test(match[3] ?? '');
  if (isZero) return 'even';
  return match[1] === '-' ? 'loss' : 'gain';
}
