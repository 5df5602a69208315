/**
 * The transactions the chain runs: TRC20 transfer() and approve() calls, what a test asks for, what
 * a signed broadcast carries, and the raw data each one's bytes (and so its id) are made of.
 */
import { FAKE_USDT_CONTRACT, isAddress, randomAddress, USDT_CONTRACT } from './addresses';
import type { Block, ChainTransfer, RawEnvelope } from './chain-records';
import { refBlockBytesOf, refBlockHashOf } from './blocks';
import type { TriggerRawData } from './raw-data';
import { callDataOf } from './token-abi';

export type { ChainTransfer, RawEnvelope } from './chain-records';

export type Token = 'usdt' | 'fake';

export interface TransferInput {
  /** Defaults to a fresh random address. */
  from?: string;
  to: string;
  /** Decimal token units, up to 6 places: "20.0001". */
  amount: string;
  token?: Token;
  /** The contract call reverts: mined, the receipt says REVERT, no log, so in neither v1 list. */
  fail?: boolean;
  /** Mined and in the event list, but never in the v1 account list (TronGrid's index misses some: trongrid#16). */
  hiddenFromAccountIndex?: boolean;
}

export interface ApprovalInput {
  owner: string;
  spender: string;
  /** Decimal token units (0 revokes). */
  amount: string;
  token?: Token;
}

/** A signed transfer the node accepted (broadcast.ts checked it): it executes in the next block. */
export type SignedTransferInput = Pick<ChainTransfer, 'txId' | 'contract' | 'from' | 'to' | 'value' | 'raw'> & {
  expiration: number;
  signature: string[];
  rawDataHex: string;
};

const AMOUNT = /^(\d{1,15})(?:\.(\d{1,6}))?$/;
/** A wallet's usual fee limit for a USDT call (sun), and how long a transaction stays valid past its head block. */
const FAUCET_FEE_LIMIT = 30_000_000;
export const TX_LIFETIME_MS = 60_000;

/** Raw 6-decimal units of decimal text, or null. */
export function parseTokenAmount(text: string): bigint | null {
  const match = AMOUNT.exec(String(text).trim());
  if (!match) return null;
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** The raw data a transaction's bytes hold. */
export const triggerRawOf = (tx: ChainTransfer): TriggerRawData => ({
  owner: tx.from,
  contract: tx.contract,
  data: tx.raw.data ?? callDataOf(tx.kind, tx.to, tx.value),
  callValue: tx.raw.callValue,
  permissionId: tx.raw.permissionId,
  refBlockBytes: tx.raw.refBlockBytes,
  refBlockHash: tx.raw.refBlockHash,
  expiration: tx.raw.expiration,
  timestamp: tx.raw.timestamp,
  feeLimit: tx.raw.feeLimit,
  memo: tx.raw.memo,
});

const tokenContract = (token: Token | undefined) => (token === 'fake' ? FAKE_USDT_CONTRACT : USDT_CONTRACT);

/** A transaction with every field set, in one order: tens of thousands of them share one object shape. */
export function newTransaction(
  fields: Pick<ChainTransfer, 'kind' | 'contract' | 'from' | 'to' | 'value' | 'success' | 'raw'> &
    Partial<Pick<ChainTransfer, 'txId' | 'expiration' | 'signature' | 'rawDataHex'>>,
): ChainTransfer {
  return {
    txId: fields.txId ?? '',
    kind: fields.kind,
    contract: fields.contract,
    from: fields.from,
    to: fields.to,
    value: fields.value,
    success: fields.success,
    block: null,
    expiration: fields.expiration,
    hiddenFromAccountIndex: false,
    raw: fields.raw,
    signature: fields.signature,
    rawDataHex: fields.rawDataHex,
  };
}

/** Throws a RangeError naming the first transfer with a bad address or amount. */
export function checkTransfers(inputs: readonly TransferInput[]): void {
  inputs.forEach((input, index) => {
    const value = parseTokenAmount(input.amount);
    if ((input.from !== undefined && !isAddress(input.from)) || !isAddress(input.to))
      throw new RangeError(`transfers[${index}]: not a TRON address`);
    if (value === null || value === 0n) throw new RangeError(`transfers[${index}]: not an amount`);
  });
}

/** Throws a RangeError naming the first approval with a bad address or amount. */
export function checkApprovals(inputs: readonly ApprovalInput[]): void {
  inputs.forEach((input, index) => {
    if (!isAddress(input.owner) || !isAddress(input.spender))
      throw new RangeError(`approvals[${index}]: not a TRON address`);
    if (parseTokenAmount(input.amount) === null) throw new RangeError(`approvals[${index}]: not an amount`);
  });
}

/** The raw data of a test-wallet transaction made now: the head its reference block, valid a minute, as a wallet builds it. */
const faucetEnvelope = (head: Block, now: number): RawEnvelope => ({
  refBlockBytes: refBlockBytesOf(head),
  refBlockHash: refBlockHashOf(head),
  expiration: head.timestamp + TX_LIFETIME_MS,
  timestamp: now,
  feeLimit: FAUCET_FEE_LIMIT,
});

/** A test-wallet transfer (checked) made now; its id is set when it is pooled. */
export function faucetTransfer(input: TransferInput, head: Block, now: number): ChainTransfer {
  const transfer = newTransaction({
    kind: 'transfer',
    contract: tokenContract(input.token),
    from: input.from ?? randomAddress(),
    to: input.to,
    value: parseTokenAmount(input.amount)!,
    success: !input.fail,
    raw: faucetEnvelope(head, now),
  });
  transfer.hiddenFromAccountIndex = input.hiddenFromAccountIndex === true;
  return transfer;
}

/** A test-wallet approve() (checked) made now. */
export const faucetApproval = (input: ApprovalInput, head: Block, now: number): ChainTransfer =>
  newTransaction({
    kind: 'approve',
    contract: tokenContract(input.token),
    from: input.owner,
    to: input.spender,
    value: parseTokenAmount(input.amount)!,
    success: true,
    raw: faucetEnvelope(head, now),
  });
