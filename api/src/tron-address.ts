/**
 * TRON addresses as text: base58check of a 21-byte payload whose first byte is 0x41 (mainnet), e.g.
 * `TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t`. Module-neutral, so that a platform module (risk's blacklist of
 * withdrawal addresses) validates them as the tron module does; the tron module builds on it.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

export const base58check = createBase58check(sha256);
/** The version byte every TRON mainnet address starts with. */
export const TRON_ADDRESS_VERSION = 0x41;
export const TRON_PAYLOAD_BYTES = 21;

/** The 21 payload bytes of a base58 TRON address, or null when it is not one (bad checksum, wrong version or length). */
export function decodeTronAddress(address: string): Uint8Array | null {
  if (typeof address !== 'string' || !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return null;
  try {
    const payload = base58check.decode(address);
    return payload.length === TRON_PAYLOAD_BYTES && payload[0] === TRON_ADDRESS_VERSION ? payload : null;
  } catch {
    return null;
  }
}

/** Whether `address` is a valid base58 TRON mainnet address. */
export function isTronAddress(address: string): boolean {
  return decodeTronAddress(address) !== null;
}
