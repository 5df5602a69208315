/** TRON addresses as the chain sees them: base58check of 0x41 + 20 bytes, and the 20-byte hex of event logs. */
import { randomBytes } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check, hex } from '@scure/base';

const base58check = createBase58check(sha256);

/** The real USDT-TRC20 contract; the demo chain deploys its USDT at the same address. */
export const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The 20 account bytes of a base58 address, or null when it is not a TRON mainnet address. */
export function accountBytes(address: string): Uint8Array | null {
  if (typeof address !== 'string' || !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return null;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && payload[0] === 0x41 ? payload.subarray(1) : null;
  } catch {
    return null;
  }
}

export const isAddress = (address: string) => accountBytes(address) !== null;

export function addressOf(account: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(account, 1);
  return base58check.encode(payload);
}

/** A fresh address nobody holds (the test wallet's default sender). */
export const randomAddress = () => addressOf(randomBytes(20));

/** A second token whose symbol is also USDT: the fake that watchers must ignore. Fixed, so tests can name it. */
export const FAKE_USDT_CONTRACT = addressOf(sha256(new TextEncoder().encode('demo-chain fake USDT')).subarray(0, 20));

/** `41…` hex of an address (the form of contract_address in receipts). */
export const hexAddress = (address: string) => `41${hex.encode(accountBytes(address)!)}`;

/** A 32-byte log word holding an address (12 zero bytes, then its 20 bytes). */
export const addressWord = (address: string) => `${'0'.repeat(24)}${hex.encode(accountBytes(address)!)}`;

/** A 32-byte log word holding an unsigned integer. */
export const integerWord = (value: bigint) => value.toString(16).padStart(64, '0');
