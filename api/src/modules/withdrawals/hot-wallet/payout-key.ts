/**
 * The hot wallet's private key (TRON_PAYOUT_KEY_FILE), read once at start and kept only inside
 * the signer's closure: no settings object, log line or error message ever carries it.
 */
import { readFileSync, statSync } from 'node:fs';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { TronWeb } from 'tronweb';
import type { AppConfig } from '../../../config';

/** A signed TRON transaction as the node's broadcast takes it. */
export interface SignedTransaction {
  txID: string;
  raw_data: unknown;
  raw_data_hex: string;
  signature: string[];
  visible?: boolean;
}

/** The reference block a transaction names (TaPoS) and its validity window. */
export interface BlockHeaderRef {
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration: number;
  timestamp: number;
}

/** Signs USDT transfers from the hot wallet's address, offline. */
export interface PayoutSigner {
  /** The base58 address the key controls: the payouts' sender. */
  readonly address: string;
  /** A signed `transfer(to, units)` call of `contract`, built and signed locally (no node call). */
  signTransfer(input: {
    contract: string;
    to: string;
    units: bigint;
    feeLimitSun: number;
    blockHeader: BlockHeaderRef;
  }): Promise<SignedTransaction>;
}

type Loaded = { signer: PayoutSigner; groupOrOthersMayRead: boolean } | { error: string };
const loaded = new Map<string, Loaded>();

/**
 * tronweb needs a node URL to exist; with a block header given it builds and signs without one.
 * This address answers nothing, so a call tronweb might make by surprise fails instead of leaking.
 */
const NO_NODE = 'http://127.0.0.1:9';

function signerOf(privateKey: string): PayoutSigner {
  const address = TronWeb.address.fromPrivateKey(privateKey) as string;
  const tronWeb = new TronWeb({ fullHost: NO_NODE });
  return {
    address,
    async signTransfer({ contract, to, units, feeLimitSun, blockHeader }) {
      const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
        contract,
        'transfer(address,uint256)',
        // txLocal + blockHeader: protobuf-encoded here, the txID its SHA-256, no node asked.
        { feeLimit: feeLimitSun, txLocal: true, blockHeader } as never,
        [
          { type: 'address', value: to },
          { type: 'uint256', value: units.toString() },
        ],
        address,
      );
      return (await tronWeb.trx.sign(transaction, privateKey)) as SignedTransaction;
    },
  };
}

function load(file: string): Loaded {
  let text: string;
  let mode: number;
  try {
    mode = statSync(file).mode;
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    return { error: `TRON_PAYOUT_KEY_FILE=${file} cannot be read (${(error as NodeJS.ErrnoException).code})` };
  }
  const digits = text.replace(/^0x/i, '').toLowerCase();
  // The reason names the file only: the text may be a key with a typo in it.
  if (!/^[0-9a-f]{64}$/.test(digits) || !secp256k1.utils.isValidSecretKey(hex.decode(digits)))
    return { error: `TRON_PAYOUT_KEY_FILE=${file} holds no private key (64 hex digits, a valid secp256k1 key)` };
  return { signer: signerOf(digits), groupOrOthersMayRead: (mode & 0o077) !== 0 };
}

function loadedFor(file: string): Loaded {
  if (!loaded.has(file)) loaded.set(file, load(file));
  return loaded.get(file)!;
}

/**
 * Why the API must not start with this hot-wallet setting: a key file that cannot be read or
 * holds no key (any mode), or one that group or others may read (production, like a provider
 * secret: 0600). Reads the key, so that a running API never finds it missing later.
 */
export function payoutKeyRefusals(config: AppConfig): string[] {
  const file = config.hotWallet.keyFile;
  if (!file) return [];
  const key = loadedFor(file);
  if ('error' in key) return [key.error];
  if (config.mode === 'production' && key.groupOrOthersMayRead)
    return [`TRON_PAYOUT_KEY_FILE=${file} may be read by group or others (chmod 600 it)`];
  return [];
}

/** The hot wallet's signer, or null when none is configured (or its key file was refused). */
export function payoutSigner(config: AppConfig): PayoutSigner | null {
  const file = config.hotWallet.keyFile;
  if (!file) return null;
  const key = loadedFor(file);
  return 'signer' in key ? key.signer : null;
}
