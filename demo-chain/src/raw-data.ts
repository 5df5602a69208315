/**
 * A TriggerSmartContract transaction's raw data as a node keeps it: the protobuf bytes (the txID
 * is their sha256, the signature signs that id) and the JSON java-tron prints for them. Written by
 * hand rather than with tronweb's protobuf classes, which take ~90 µs a transaction: the faucet
 * makes tens of thousands.
 */
import { createHash } from 'node:crypto';
import { accountBytes, nodeAddress } from './addresses';

export const TRIGGER_TYPE_URL = 'type.googleapis.com/protocol.TriggerSmartContract';
/** Transaction.Contract.ContractType.TriggerSmartContract. */
const TRIGGER_SMART_CONTRACT = 31;

/** Everything a TriggerSmartContract transaction's raw data holds (addresses base58, bytes as hex). */
export interface TriggerRawData {
  owner: string;
  contract: string;
  /** The call: selector and argument words. */
  data: string;
  callValue?: number;
  permissionId?: number;
  refBlockBytes: string;
  refBlockHash: string;
  expiration: number;
  timestamp: number;
  feeLimit?: number;
  /** raw_data.data: a memo. */
  memo?: string;
}

const TYPE_URL_BYTES = new TextEncoder().encode(TRIGGER_TYPE_URL);

/** Bytes a varint of `value` takes. */
function varintSize(value: number): number {
  let size = 1;
  for (let rest = value; rest >= 0x80; rest = Math.floor(rest / 0x80)) size += 1;
  return size;
}

/** Bytes a field takes: a length-delimited one of `length` bytes, or a varint (proto3 leaves empty and zero ones out). */
const bytesFieldSize = (field: number, length: number) =>
  length === 0 ? 0 : varintSize(field << 3) + varintSize(length) + length;
const intFieldSize = (field: number, value: number | undefined) =>
  !value || value < 0 ? 0 : varintSize(field << 3) + varintSize(value);

/**
 * Protobuf bytes written in one pass into one buffer: the sizes of the nested messages are worked
 * out first, so each is written in place after its length (the faucet encodes tens of thousands).
 */
class ProtoWriter {
  private at = 0;
  constructor(readonly buffer: Buffer) {}

  private varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.buffer[this.at++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.buffer[this.at++] = rest;
  }

  /** The tag and length of a length-delimited field whose `length` bytes are written next. */
  open(field: number, length: number): this {
    if (length === 0) return this;
    this.varint((field << 3) | 2);
    this.varint(length);
    return this;
  }

  bytesField(field: number, payload: Uint8Array): this {
    this.open(field, payload.length);
    this.buffer.set(payload, this.at);
    this.at += payload.length;
    return this;
  }

  /** Bytes given as hex, written straight in. */
  hexField(field: number, text: string): this {
    this.open(field, text.length / 2);
    this.at += this.buffer.write(text, this.at, 'hex');
    return this;
  }

  /** An address's 21 bytes: 0x41 and its account. */
  addressField(field: number, address: string): this {
    this.open(field, 21);
    this.buffer[this.at++] = 0x41;
    this.buffer.set(accountBytes(address)!, this.at);
    this.at += 20;
    return this;
  }

  intField(field: number, value: number | undefined): this {
    if (!value || value < 0) return this;
    this.varint(field << 3);
    this.varint(value);
    return this;
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.at);
  }
}

/** Hex as protobuf takes it: whole bytes, lowercase. */
const evenHex = (text: string | undefined) => (text && /^(?:[0-9a-fA-F]{2})+$/.test(text) ? text.toLowerCase() : '');

/** The protobuf bytes of Transaction.raw, fields in number order as protobuf writes them. */
export function encodeTriggerRaw(raw: TriggerRawData): Buffer {
  const data = evenHex(raw.data);
  const refBlockBytes = evenHex(raw.refBlockBytes);
  const refBlockHash = evenHex(raw.refBlockHash);
  const memo = evenHex(raw.memo);
  const triggerSize =
    bytesFieldSize(1, 21) + bytesFieldSize(2, 21) + intFieldSize(3, raw.callValue) + bytesFieldSize(4, data.length / 2);
  const parameterSize = bytesFieldSize(1, TYPE_URL_BYTES.length) + bytesFieldSize(2, triggerSize);
  const contractSize =
    intFieldSize(1, TRIGGER_SMART_CONTRACT) + bytesFieldSize(2, parameterSize) + intFieldSize(5, raw.permissionId);
  const size =
    bytesFieldSize(1, refBlockBytes.length / 2) +
    bytesFieldSize(4, refBlockHash.length / 2) +
    intFieldSize(8, raw.expiration) +
    bytesFieldSize(10, memo.length / 2) +
    bytesFieldSize(11, contractSize) +
    intFieldSize(14, raw.timestamp) +
    intFieldSize(18, raw.feeLimit);
  return new ProtoWriter(Buffer.allocUnsafe(size))
    .hexField(1, refBlockBytes)
    .hexField(4, refBlockHash)
    .intField(8, raw.expiration)
    .hexField(10, memo)
    .open(11, contractSize)
    .intField(1, TRIGGER_SMART_CONTRACT)
    .open(2, parameterSize)
    .bytesField(1, TYPE_URL_BYTES)
    .open(2, triggerSize)
    .addressField(1, raw.owner)
    .addressField(2, raw.contract)
    .intField(3, raw.callValue)
    .hexField(4, data)
    .intField(5, raw.permissionId)
    .intField(14, raw.timestamp)
    .intField(18, raw.feeLimit)
    .bytes();
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** raw_data as java-tron prints it (defaults left out); addresses base58 when `visible`, else `41…` hex. */
export function rawDataJson(raw: TriggerRawData, visible: boolean) {
  const value: Record<string, unknown> = {
    data: raw.data.toLowerCase(),
    owner_address: nodeAddress(raw.owner, visible),
    contract_address: nodeAddress(raw.contract, visible),
  };
  if (raw.callValue) value.call_value = raw.callValue;
  const contract: Record<string, unknown> = {
    parameter: { value, type_url: TRIGGER_TYPE_URL },
    type: 'TriggerSmartContract',
  };
  if (raw.permissionId) contract.Permission_id = raw.permissionId;
  const json: Record<string, unknown> = {
    contract: [contract],
    ref_block_bytes: raw.refBlockBytes,
    ref_block_hash: raw.refBlockHash,
    expiration: raw.expiration,
  };
  if (raw.memo) json.data = raw.memo.toLowerCase();
  if (raw.feeLimit) json.fee_limit = raw.feeLimit;
  json.timestamp = raw.timestamp;
  return json;
}
