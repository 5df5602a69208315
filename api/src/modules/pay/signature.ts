/** Signatures of a gateway channel: the order redirect's `sign`, and callbacks verified like the providers' wallet calls. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { payOrderSignaturePayload, type PayOrderParams } from 'shared-contracts';
import { isValidProviderSignature, signProviderBody } from '../provider';

/** HMAC-SHA256 (hex) of the redirect's parameters with the channel secret. */
export function signOrderParams(secret: string, params: PayOrderParams): string {
  return createHmac('sha256', secret).update(payOrderSignaturePayload(params)).digest('hex');
}

/** Whether a redirect's `sign` is the channel's own over these parameters. */
export function isValidOrderSignature(secret: string, params: PayOrderParams, sign: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(sign)) return false;
  return timingSafeEqual(Buffer.from(signOrderParams(secret, params), 'hex'), Buffer.from(sign, 'hex'));
}

/** The gateway's side of a callback: HMAC-SHA256 over `${timestamp}.${rawBody}` (the same scheme as the provider wallet's). */
export const signCallbackBody = signProviderBody;

/** Right secret, right bytes, timestamp (ms) within 5 minutes of `now`. */
export const isValidCallbackSignature = isValidProviderSignature;
