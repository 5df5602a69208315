/** TOTP (RFC 6238) codes, their time steps and window, and recovery codes. */
import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  isRecoveryCodeShape,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlOf,
  totpCodeAt,
  totpStepAt,
} from './totp';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", its 8-digit codes; ours are their last 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('computes the RFC 6238 test vectors (SHA-1, last six digits)', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totpCodeAt(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('takes the code of this step and of one step either side, and says which step', () => {
    const now = 1_700_000_000_000;
    const step = totpStepAt(now);
    for (const delta of [-1, 0, 1])
      expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + delta * 30_000), now)).toBe(step + delta);
    for (const delta of [-2, 2])
      expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + delta * 30_000), now)).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one', () => {
    const now = 1_700_000_000_000;
    const step = totpStepAt(now);
    const code = totpCodeAt(RFC_SECRET, now);
    expect(matchTotpStep(RFC_SECRET, code, now, step - 1)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now, step)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), now, step)).toBe(step + 1);
  });

  it('refuses anything but six digits, and another secret’s code', () => {
    const now = 1_700_000_000_000;
    const code = totpCodeAt(RFC_SECRET, now);
    for (const bad of ['', '12345', '1234567', 'abcdef', ` ${code}`])
      expect(matchTotpStep(RFC_SECRET, bad, now)).toBeNull();
    expect(matchTotpStep(newTotpSecret(), code, now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URL with the issuer and the operator', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrlOf(secret, 'ops_alice'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/娱乐平台运营后台:ops_alice');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      issuer: '娱乐平台运营后台',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes of ten [a-z0-9], hashed with SHA-256', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z0-9]{10}$/);
      expect(isRecoveryCodeShape(code)).toBe(true);
    }
    expect(isRecoveryCodeShape('123456')).toBe(false);
    expect(hashRecoveryCode('abcdefghij')).toBe('72399361da6a7754fec986dca5b7cbaf1c810a28ded4abaf56b2106d06cb78b0');
  });
});
