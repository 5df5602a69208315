/** TRON addresses as the chain sees them: base58check of 0x41 + 20 bytes, and the 20-byte hex of event logs. */
import { randomBytes } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check, hex } from '@scure/base';

const base58check = createBase58check(sha256);

/** The real USDT-TRC20 contract; the demo chain deploys its USDT at the same address. */
export const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * Addresses met lately and their bytes: base58check costs ~5 µs each way, and a benchmark's
 * 50,000 transfers name each address several times (call data, raw data, events, receipts).
 */
const known = new Map<string, Uint8Array>();
const KNOWN_LIMIT = 250_000;

function remember(address: string, account: Uint8Array): void {
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.set(address, account);
}

/** The 20 account bytes of a base58 address, or null when it is not a TRON mainnet address. */
export function accountBytes(address: string): Uint8Array | null {
  const cached = known.get(address);
  if (cached) return cached;
  if (typeof address !== 'string' || !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return null;
  try {
    const payload = base58check.decode(address);
    if (payload.length !== 21 || payload[0] !== 0x41) return null;
    remember(address, payload.subarray(1));
    return payload.subarray(1);
  } catch {
    return null;
  }
}

export const isAddress = (address: string) => accountBytes(address) !== null;

export function addressOf(account: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(account, 1);
  const address = base58check.encode(payload);
  remember(address, payload.subarray(1));
  return address;
}

/** Random bytes drawn 20 at a time from a larger draw (one randomBytes call per address is the slow part of a faucet). */
let entropy = Buffer.alloc(0);
let entropyAt = 0;
function random20(): Uint8Array {
  if (entropyAt + 20 > entropy.length) {
    entropy = randomBytes(20 * 4096);
    entropyAt = 0;
  }
  entropyAt += 20;
  return entropy.subarray(entropyAt - 20, entropyAt);
}

/** A fresh address nobody holds (the test wallet's default sender). */
export const randomAddress = () => addressOf(random20());

/** A second token whose symbol is also USDT: the fake that watchers must ignore. Fixed, so tests can name it. */
export const FAKE_USDT_CONTRACT = addressOf(sha256(new TextEncoder().encode('demo-chain fake USDT')).subarray(0, 20));

/** `41…` hex of an address (the form of contract_address in receipts). */
export const hexAddress = (address: string) => `41${hex.encode(accountBytes(address)!)}`;

/**
 * The base58 address of a request's address field, which java-tron takes as `41…` hex (or base58
 * when the request says `visible: true`); null when it is neither.
 */
export function parseAddress(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  if (isAddress(text)) return text;
  const match = /^(?:41|0x)?([0-9a-fA-F]{40})$/.exec(text);
  return match ? addressOf(hex.decode(match[1]!.toLowerCase())) : null;
}

/** An address as a full node prints it: base58 when the request asked for `visible`, else `41…` hex. */
export const nodeAddress = (address: string, visible: boolean) => (visible ? address : hexAddress(address));

/** `0x…` 20-byte hex: how TronGrid's event list writes an address in an event's result. */
export const eventAddress = (address: string) => `0x${hex.encode(accountBytes(address)!)}`;

/** A 32-byte log word holding an address (12 zero bytes, then its 20 bytes). */
export const addressWord = (address: string) => `${'0'.repeat(24)}${hex.encode(accountBytes(address)!)}`;

/** A 32-byte log word holding an unsigned integer. */
export const integerWord = (value: bigint) => value.toString(16).padStart(64, '0');
