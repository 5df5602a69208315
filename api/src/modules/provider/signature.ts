/** Signatures of provider wallet calls: HMAC-SHA256 over `${timestamp}.${rawBody}` within a 5-minute window. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_SIGNATURE_WINDOW_MS, providerSignaturePayload } from 'shared-contracts';

export function signProviderBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(providerSignaturePayload(timestamp, rawBody)).digest('hex');
}

/** Whether a call is the provider's own and fresh: right secret, right bytes, timestamp within 5 minutes. */
export function isValidProviderSignature(
  secret: string,
  timestamp: unknown,
  signature: unknown,
  rawBody: string,
  now: number,
): boolean {
  if (typeof timestamp !== 'string' || !/^\d{10,16}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > PROVIDER_SIGNATURE_WINDOW_MS) return false;
  const expected = Buffer.from(signProviderBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
