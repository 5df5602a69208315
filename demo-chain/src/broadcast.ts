/**
 * POST /wallet/broadcasttransaction as a full node answers it, for signed TRC20 transfer() calls.
 * The node parses the JSON raw_data into the protobuf and re-serialises it (JsonFormat skips
 * raw_data_hex): the txID and the signature are checked against those bytes, and the transfer is
 * read from them. Stricter than java-tron, a raw_data_hex that is not those bytes is refused
 * (SIGERROR), so a client that signs raw_data_hex but sends other JSON is caught. An accepted
 * transfer waits in the pool for the next block, where it executes.
 */
import { createHash } from 'node:crypto';
import { utils } from 'tronweb';
import { FAKE_USDT_CONTRACT, hexAddress, parseAddress, USDT_CONTRACT } from './addresses';
import type { Chain } from './chain';
import { TRANSFER_SELECTOR } from './token-abi';
import type { RawEnvelope } from './transactions';

/** The node's refusal codes (protocol Return.response_code) this chain answers with. */
export type BroadcastCode =
  'SIGERROR' | 'TRANSACTION_EXPIRATION_ERROR' | 'DUP_TRANSACTION_ERROR' | 'CONTRACT_VALIDATE_ERROR' | 'TAPOS_ERROR';

export type BroadcastAnswer =
  { result: true; txid: string } | { code: BroadcastCode; txid: string; message: string } | { Error: string };

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
  raw: RawEnvelope;
}

/** What tronweb's deserializer reads from a TriggerSmartContract's raw data (hex fields, `41…` addresses). */
interface RawTrigger {
  contract: Array<{
    parameter: { value: { owner_address: string; contract_address: string; data: string; call_value?: number } };
    Permission_id?: number;
  }>;
  data?: string;
  fee_limit?: number;
  expiration: number;
  timestamp: number;
  ref_block_bytes: string;
  ref_block_hash: string;
}

/** The raw data bytes the node makes of the JSON raw_data, or java-tron's Error for a body it cannot read. */
function reserialise(input: { raw_data?: unknown; visible?: unknown }): Buffer | { Error: string } {
  const raw = input.raw_data as { contract?: unknown } | undefined;
  if (raw === null || typeof raw !== 'object' || !Array.isArray(raw.contract) || raw.contract.length === 0)
    return { Error: 'class java.lang.NullPointerException : null' };
  try {
    const pb = utils.transaction.txJsonToPb({ raw_data: raw, visible: input.visible === true });
    return Buffer.from(pb.getRawData().serializeBinary() as Uint8Array);
  } catch (error) {
    return { Error: `class org.tron.core.services.http.JsonFormat$ParseException : ${(error as Error).message}` };
  }
}

const lower = (text: unknown) => String(text ?? '').toLowerCase();

/** The transfer() call raw data bytes carry, or a reason they carry none. */
function decodeTransfer(rawDataHex: string): DecodedTransfer | string {
  let raw: RawTrigger;
  try {
    raw = utils.deserializeTx.deserializeTransaction('TriggerSmartContract', rawDataHex);
  } catch (error) {
    return `not a TriggerSmartContract: ${(error as Error).message}`;
  }
  const contract = raw.contract[0]!;
  const call = contract.parameter.value;
  const data = lower(call.data);
  if (!data.startsWith(TRANSFER_SELECTOR) || data.length !== 8 + 128) return 'not a transfer(address,uint256) call';
  const params: { to: string; value: bigint } = utils.abi.decodeParams(
    ['to', 'value'],
    ['address', 'uint256'],
    `0x${data.slice(8)}`,
  );
  return {
    owner: parseAddress(lower(call.owner_address)) ?? '',
    contract: parseAddress(lower(call.contract_address)) ?? '',
    to: parseAddress(lower(params.to).slice(2)) ?? '',
    value: BigInt(params.value),
    raw: {
      refBlockBytes: lower(raw.ref_block_bytes),
      refBlockHash: lower(raw.ref_block_hash),
      expiration: Number(raw.expiration),
      timestamp: Number(raw.timestamp),
      feeLimit: Number(raw.fee_limit ?? 0) || undefined,
      data,
      memo: lower(raw.data) || undefined,
      callValue: Number(call.call_value ?? 0) || undefined,
      permissionId: Number(contract.Permission_id ?? 0) || undefined,
    },
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
  const input = (body ?? {}) as { txID?: unknown; raw_data?: unknown; raw_data_hex?: unknown; signature?: unknown };
  const bytes = reserialise(input);
  if (!Buffer.isBuffer(bytes)) return bytes;
  const rawDataHex = bytes.toString('hex');
  // The id is the hash of the bytes: a txID that is not theirs was signed for other bytes.
  const txid = createHash('sha256').update(bytes).digest('hex');
  if (input.raw_data_hex !== undefined && lower(input.raw_data_hex) !== rawDataHex)
    return refuse('SIGERROR', txid, 'Validate signature error: raw_data_hex is not the bytes of raw_data');
  if (lower(input.txID) !== txid)
    return refuse('SIGERROR', txid, 'Validate signature error: the txID is not the hash of raw_data');
  const transfer = decodeTransfer(rawDataHex);
  if (typeof transfer === 'string') return refuse('CONTRACT_VALIDATE_ERROR', txid, transfer);
  const signatures = Array.isArray(input.signature) ? input.signature : [];
  if (signatures.length !== 1 || typeof signatures[0] !== 'string')
    return refuse('SIGERROR', txid, 'Validate signature error: one signature of the owner expected');
  if (!transfer.owner || signerOf(txid, signatures[0]) !== hexAddress(transfer.owner).toLowerCase())
    return refuse('SIGERROR', txid, `Validate signature error: not signed by ${transfer.owner}`);
  if (chain.find(txid)) return refuse('DUP_TRANSACTION_ERROR', txid, 'Dup transaction.');
  const head = chain.head();
  const { expiration } = transfer.raw;
  if (expiration <= head.timestamp || expiration > head.timestamp + MAX_EXPIRATION_MS)
    return refuse(
      'TRANSACTION_EXPIRATION_ERROR',
      txid,
      `Transaction expired: expiration ${expiration}, latest block time ${head.timestamp}`,
    );
  if (!chain.hasRefBlock(transfer.raw.refBlockBytes, transfer.raw.refBlockHash))
    return refuse('TAPOS_ERROR', txid, 'Tapos check error: the reference block is not on this chain');
  if (!TOKENS.has(transfer.contract) || !transfer.to)
    return refuse('CONTRACT_VALIDATE_ERROR', txid, `No contract or not a smart contract: ${transfer.contract}`);
  chain.pushSigned({
    txId: txid,
    contract: transfer.contract,
    from: transfer.owner,
    to: transfer.to,
    value: transfer.value,
    expiration,
    raw: transfer.raw,
    signature: [lower(signatures[0])],
    rawDataHex,
  });
  return { result: true, txid };
}
