/**
 * TRC20 (TRON) address check in the browser (spec §3 type 1): base58check, 25 bytes, version
 * byte 0x41, checksum = first 4 bytes of sha256(sha256(payload)). The server checks again.
 */

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_VERSION = 0x41;
const DECODED_LENGTH = 25;

/**
 * The bytes base58 text stands for, or null when it has a character outside the alphabet.
 * @example decodeBase58('2g') // Uint8Array [0x61]
 */
export function decodeBase58(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit === -1) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  // Each leading '1' is a leading zero byte.
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/**
 * Whether `text` is a TRON address: base58check of 0x41 + 20 bytes (34 characters starting with T).
 * @example await isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t') // true
 */
export async function isTrc20Address(text: string): Promise<boolean> {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return false;
  const bytes = decodeBase58(text);
  if (!bytes || bytes.length !== DECODED_LENGTH || bytes[0] !== TRON_VERSION) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = (await sha256(await sha256(payload))).subarray(0, 4);
  return checksum.every((byte, index) => byte === bytes[21 + index]);
}
