/**
 * POST /wallet/broadcasttransaction as a full node answers it, for signed TRC20 transfer() calls:
 * the transaction is read from raw_data_hex (never the JSON beside it), its id and signature are
 * checked, and an accepted one waits in the pool for the next block, where it executes.
 */
import { createHash } from 'node:crypto';
import { utils } from 'tronweb';
import { addressOf, FAKE_USDT_CONTRACT, hexAddress, USDT_CONTRACT } from './addresses';
import type { Chain } from './chain';

/** The node's refusal codes (protocol Return.response_code) this chain answers with. */
export type BroadcastCode =
  'SIGERROR' | 'TRANSACTION_EXPIRATION_ERROR' | 'DUP_TRANSACTION_ERROR' | 'CONTRACT_VALIDATE_ERROR' | 'TAPOS_ERROR';

export type BroadcastAnswer =
  { result: true; txid: string } | { code: BroadcastCode; txid: string; message: string } | { Error: string };

/** transfer(address,uint256): the only contract call this chain runs. */
const TRANSFER_SELECTOR = 'a9059cbb';
/** A node refuses an expiration further than a day past its head block. */
const MAX_EXPIRATION_MS = 24 * 60 * 60 * 1000;
const TOKENS = new Set([USDT_CONTRACT, FAKE_USDT_CONTRACT]);

/** The node's messages are hex-encoded UTF-8 text. */
const refuse = (code: BroadcastCode, txid: string, text: string): BroadcastAnswer => ({
  code,
  txid,
  message: Buffer.from(text, 'utf8').toString('hex'),
});

interface DecodedTransfer {
  owner: string;
  contract: string;
  to: string;
  value: bigint;
  expiration: number;
  refBlockBytes: string;
  refBlockHash: string;
}

/** What tronweb's deserializer reads from a TriggerSmartContract's raw data (hex fields, `41…` addresses). */
interface RawTrigger {
  contract: Array<{ parameter: { value: { owner_address: string; contract_address: string; data: string } } }>;
  expiration: number;
  ref_block_bytes: string;
  ref_block_hash: string;
}

/** The transfer() call a raw_data_hex carries, or a reason it carries none. */
function decodeTransfer(rawDataHex: string): DecodedTransfer | string {
  let raw: RawTrigger;
  try {
    raw = utils.deserializeTx.deserializeTransaction('TriggerSmartContract', rawDataHex);
  } catch (error) {
    return `not a TriggerSmartContract: ${(error as Error).message}`;
  }
  const call = raw.contract[0]!.parameter.value;
  const data = String(call.data).toLowerCase();
  if (!data.startsWith(TRANSFER_SELECTOR) || data.length !== 8 + 128) return 'not a transfer(address,uint256) call';
  const params: { to: string; value: bigint } = utils.abi.decodeParams(
    ['to', 'value'],
    ['address', 'uint256'],
    `0x${data.slice(8)}`,
  );
  return {
    owner: addressOf(Buffer.from(String(call.owner_address).slice(2), 'hex')),
    contract: addressOf(Buffer.from(String(call.contract_address).slice(2), 'hex')),
    to: addressOf(Buffer.from(String(params.to).slice(2), 'hex')),
    value: BigInt(params.value),
    expiration: Number(raw.expiration),
    refBlockBytes: String(raw.ref_block_bytes).toLowerCase(),
    refBlockHash: String(raw.ref_block_hash).toLowerCase(),
  };
}

/** The signer of `txId` by `signature`, as a `41…` hex address, or null when it cannot be recovered. */
function signerOf(txId: string, signature: string): string | null {
  try {
    return utils.crypto.ecRecover(txId, signature).toLowerCase();
  } catch {
    return null;
  }
}

/** Judges a broadcast body and pools it when the node would accept it. */
export function broadcastTransaction(chain: Chain, body: unknown): BroadcastAnswer {
  const input = (body ?? {}) as { txID?: unknown; raw_data_hex?: unknown; signature?: unknown };
  const rawDataHex = typeof input.raw_data_hex === 'string' ? input.raw_data_hex.toLowerCase() : '';
  if (!/^(?:[0-9a-f]{2})+$/.test(rawDataHex)) return { Error: 'raw_data_hex is missing or not hex' };
  // The id is the hash of the bytes: a txID that is not theirs was signed for other bytes.
  const txid = createHash('sha256').update(Buffer.from(rawDataHex, 'hex')).digest('hex');
  if (String(input.txID ?? '').toLowerCase() !== txid)
    return refuse('SIGERROR', txid, 'Validate signature error: the txID is not the hash of raw_data_hex');
  const transfer = decodeTransfer(rawDataHex);
  if (typeof transfer === 'string') return refuse('CONTRACT_VALIDATE_ERROR', txid, transfer);
  const signatures = Array.isArray(input.signature) ? input.signature : [];
  if (signatures.length !== 1 || typeof signatures[0] !== 'string')
    return refuse('SIGERROR', txid, 'Validate signature error: one signature of the owner expected');
  if (signerOf(txid, signatures[0]) !== hexAddress(transfer.owner).toLowerCase())
    return refuse('SIGERROR', txid, `Validate signature error: not signed by ${transfer.owner}`);
  if (chain.find(txid)) return refuse('DUP_TRANSACTION_ERROR', txid, 'Dup transaction.');
  const head = chain.head();
  if (transfer.expiration <= head.timestamp || transfer.expiration > head.timestamp + MAX_EXPIRATION_MS)
    return refuse(
      'TRANSACTION_EXPIRATION_ERROR',
      txid,
      `Transaction expired: expiration ${transfer.expiration}, latest block time ${head.timestamp}`,
    );
  if (!chain.hasRefBlock(transfer.refBlockBytes, transfer.refBlockHash))
    return refuse('TAPOS_ERROR', txid, 'Tapos check error: the reference block is not on this chain');
  if (!TOKENS.has(transfer.contract))
    return refuse('CONTRACT_VALIDATE_ERROR', txid, `No contract or not a smart contract: ${transfer.contract}`);
  chain.pushSigned({
    txId: txid,
    contract: transfer.contract,
    from: transfer.owner,
    to: transfer.to,
    value: transfer.value,
    expiration: transfer.expiration,
  });
  return { result: true, txid };
}
