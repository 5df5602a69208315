/** Sealing two-factor secrets: a round trip, a new nonce each time, and no opening with another key, operator or an altered value. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret } from './secret-box';

const KEY = randomBytes(32);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the secret box', () => {
  it('seals a secret so that only its key opens it, for its operator', () => {
    const sealed = sealSecret(KEY, 7, SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(sealed.length).toBeLessThanOrEqual(255);
    expect(openSecret(KEY, 7, sealed)).toBe(SECRET);
    expect(sealSecret(KEY, 7, SECRET)).not.toBe(sealed);
    expect(() => openSecret(randomBytes(32), 7, sealed)).toThrow();
    expect(() => openSecret(KEY, 8, sealed)).toThrow();
  });

  it('refuses an altered value and a plaintext one', () => {
    const sealed = sealSecret(KEY, 7, SECRET);
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => openSecret(KEY, 7, `${sealed.slice(0, -1)}${last}`)).toThrow();
    expect(isSealed(SECRET)).toBe(false);
    expect(() => openSecret(KEY, 7, SECRET)).toThrow(/not sealed/);
  });
});
