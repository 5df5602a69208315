/** USDT text as exact integers for comparing and subtracting on screen (never floats). */

/** '12.5' → 12_500_000n micro-USDT; signed; null for text that is no amount. */
export function microOf(text: string): bigint | null {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const micro = BigInt(match[2]!) * 1_000_000n + BigInt((match[3] ?? '').padEnd(6, '0'));
  return match[1] ? -micro : micro;
}
