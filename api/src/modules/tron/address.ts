/**
 * TRON addresses: base58check of a 21-byte payload whose first byte is 0x41 (mainnet), e.g.
 * `TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t`. Hex form is the same 21 bytes, `41…` (42 hex digits).
 */
import { hex } from '@scure/base';
import {
  base58check,
  decodeTronAddress,
  isTronAddress,
  TRON_ADDRESS_VERSION,
  TRON_PAYLOAD_BYTES as PAYLOAD_BYTES,
} from '../../tron-address';

// Decoding lives beside the modules (the risk module checks addresses too); re-exported as the tron module's own.
export { decodeTronAddress, isTronAddress, TRON_ADDRESS_VERSION };

/**
 * The base58 address of 21 payload bytes (0x41 + the account's 20 bytes).
 * @example encodeTronAddress(hexToBytes('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')) // 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
 */
export function encodeTronAddress(payload: Uint8Array): string {
  if (payload.length !== PAYLOAD_BYTES || payload[0] !== TRON_ADDRESS_VERSION)
    throw new RangeError('not a TRON address payload');
  return base58check.encode(payload);
}

/** Hex form (`41…`, lower case) of a base58 address, or null when it is not one. */
export function tronAddressToHex(address: string): string | null {
  const payload = decodeTronAddress(address);
  return payload ? hex.encode(payload) : null;
}

/** Base58 form of a hex address (`41…`, or the 20-byte `0x…` form of EVM logs), or null. */
export function tronAddressFromHex(text: string): string | null {
  const digits = text.toLowerCase().replace(/^0x/, '');
  const full = digits.length === 40 ? `41${digits}` : digits;
  if (!/^41[0-9a-f]{40}$/.test(full)) return null;
  return encodeTronAddress(hex.decode(full));
}
