import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidProviderSignature, signProviderBody } from './signature';

const SECRET = 'provider-secret';
const NOW = 1_800_000_000_000;
const BODY = '{"player_id":"1","amount":"1.5"}';

describe('provider signatures', () => {
  it('is the hex HMAC-SHA256 of timestamp, dot, raw body', () => {
    const byHand = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(signProviderBody(SECRET, String(NOW), BODY)).toBe(byHand);
    expect(isValidProviderSignature(SECRET, String(NOW), byHand, BODY, NOW)).toBe(true);
    expect(isValidProviderSignature(SECRET, String(NOW), byHand.toUpperCase(), BODY, NOW)).toBe(true);
  });

  it('refuses another secret, another body, a stale or future timestamp, and malformed headers', () => {
    const signature = signProviderBody(SECRET, String(NOW), BODY);
    expect(isValidProviderSignature('other', String(NOW), signature, BODY, NOW)).toBe(false);
    expect(isValidProviderSignature(SECRET, String(NOW), signature, BODY.replace('1.5', '15'), NOW)).toBe(false);
    expect(isValidProviderSignature(SECRET, String(NOW), signature, BODY, NOW + 5 * 60_000 + 1)).toBe(false);
    expect(isValidProviderSignature(SECRET, String(NOW), signature, BODY, NOW - 5 * 60_000 - 1)).toBe(false);
    expect(isValidProviderSignature(SECRET, String(NOW), signature, BODY, NOW + 5 * 60_000)).toBe(true);
    expect(isValidProviderSignature(SECRET, undefined, signature, BODY, NOW)).toBe(false);
    expect(isValidProviderSignature(SECRET, String(NOW), signature.slice(2), BODY, NOW)).toBe(false);
    expect(isValidProviderSignature(SECRET, String(NOW), ['x'], BODY, NOW)).toBe(false);
    expect(isValidProviderSignature(SECRET, 'now', signature, BODY, NOW)).toBe(false);
  });
});
