/**
 * Per-player deposit addresses from an extended public key (TRON_XPUB), so the server never holds
 * a deposit private key. The xpub is the account key m/44'/195'/0'; player i's address is its
 * child 0/i, i.e. m/44'/195'/0'/0/i, which every BIP-44 TRON wallet shows for the same seed.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { HDKey } from '@scure/bip32';
import { encodeTronAddress, TRON_ADDRESS_VERSION } from './address';

/** Highest child index a non-hardened BIP-32 derivation takes. */
export const MAX_DERIVATION_INDEX = 2 ** 31 - 1;

/** m/44'/195'/0' is three levels below the master key. */
const ACCOUNT_DEPTH = 3;

/** The account key of an xpub, or null when the text is not an account-level extended public key. */
export function parseXpub(xpub: string): HDKey | null {
  try {
    const key = HDKey.fromExtendedKey(xpub.trim());
    // An xprv would put a private key on the server: refused, not used. Any other depth than the
    // account level m/44'/195'/0' would derive addresses no wallet of that seed shows.
    return key.privateKey || key.depth !== ACCOUNT_DEPTH ? null : key;
  } catch {
    return null;
  }
}

/** The TRON address of a compressed or uncompressed secp256k1 public key: keccak-256 of X‖Y, last 20 bytes, after 0x41. */
export function tronAddressOfPublicKey(publicKey: Uint8Array): string {
  const uncompressed = publicKey.length === 65 ? publicKey : secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const hash = keccak_256(uncompressed.subarray(1));
  const payload = new Uint8Array(21);
  payload[0] = TRON_ADDRESS_VERSION;
  payload.set(hash.subarray(12), 1);
  return encodeTronAddress(payload);
}

/**
 * Player deposit address number `index` of the account xpub (m/44'/195'/0'/0/index).
 * @example deriveTronAddress(xpub, 0) // the first address a TRON wallet shows for that seed
 */
export function deriveTronAddress(account: HDKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_DERIVATION_INDEX)
    throw new RangeError(`bad derivation index ${index}`);
  const child = account.deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('derived key has no public key');
  return tronAddressOfPublicKey(child.publicKey);
}
