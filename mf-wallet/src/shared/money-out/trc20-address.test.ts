import { describe, expect, it } from 'vitest';
import { decodeBase58, isTrc20Address } from './trc20-address';

/** Real TRON addresses: the USDT contract and two well-known accounts. */
const VALID = [
  'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
];

describe('isTrc20Address', () => {
  it('accepts real TRON addresses', async () => {
    for (const address of VALID) expect(await isTrc20Address(address)).toBe(true);
  });

  it('refuses one changed character (the checksum no longer matches)', async () => {
    expect(await isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(await isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj7t')).toBe(false);
  });

  it('refuses the wrong length, characters outside base58 and other prefixes', async () => {
    for (const text of [
      '',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t',
      'tR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      '0xdac17f958d2ee523a2206206994597c13d831ec7',
      '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    ])
      expect(await isTrc20Address(text)).toBe(false);
  });

  it('refuses a valid base58check of another version byte that starts with T', async () => {
    // Version 0x40 with a correct checksum: base58check passes, the version does not.
    const payload = new Uint8Array(21);
    payload[0] = 0x40;
    payload.fill(0xff, 1);
    const first = new Uint8Array(await crypto.subtle.digest('SHA-256', payload));
    const second = new Uint8Array(await crypto.subtle.digest('SHA-256', first));
    const bytes = new Uint8Array([...payload, ...second.subarray(0, 4)]);
    const text = encodeBase58(bytes);
    expect(text).toMatch(/^T/);
    expect(await isTrc20Address(text)).toBe(false);
  });
});

describe('decodeBase58', () => {
  it('decodes bytes and keeps leading zeros', () => {
    expect([...(decodeBase58('2g') ?? [])]).toEqual([0x61]);
    expect([...(decodeBase58('112g') ?? [])]).toEqual([0, 0, 0x61]);
    expect(decodeBase58('0OIl')).toBeNull();
  });
});

function encodeBase58(bytes: Uint8Array): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n);
  let text = '';
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text;
    value /= 58n;
  }
  return text;
}
