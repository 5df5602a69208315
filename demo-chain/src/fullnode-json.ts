/**
 * What java-tron prints for the chain's blocks, transactions and receipts (shapes and field order
 * of the reference captures): addresses `41…` hex unless the request said `visible: true`.
 */
import { createHash } from 'node:crypto';
import { addressWord, hexAddress, integerWord, parseAddress } from './addresses';
import { type Block, BLOCK_VERSION, witnessSignatureOf } from './blocks';
import { encodeTriggerRaw, rawDataJson } from './raw-data';
import { EVENT_ABI } from './token-abi';
import { type ChainTransfer, triggerRawOf } from './transactions';

/** Energy a call burns (USDT's transfer to a holder, its approve, a revert), the energy price and the bandwidth fee (sun). */
const ENERGY = { transfer: 14_650, approve: 22_820, revert: 3_860 };
const ENERGY_PRICE_SUN = 100;
const NET_FEE_SUN = 345_000;

const hexText = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** 65 bytes standing for the signature of a test-wallet transaction (no key signs the faucet's). */
const madeUpSignature = (txId: string) =>
  `${createHash('sha256').update(`s1:${txId}`).digest('hex')}${createHash('sha256').update(`s2:${txId}`).digest('hex')}1b`;

/** A transaction as gettransactionbyid and blocks print it; `ret` once it is in a block. */
export function transactionJson(transfer: ChainTransfer, visible: boolean) {
  const raw = triggerRawOf(transfer);
  const json: Record<string, unknown> = {};
  if (transfer.block) json.ret = [{ contractRet: transfer.success ? 'SUCCESS' : 'REVERT' }];
  json.signature = transfer.signature ?? [madeUpSignature(transfer.txId)];
  json.txID = transfer.txId;
  json.raw_data = rawDataJson(raw, visible);
  json.raw_data_hex = transfer.rawDataHex ?? encodeTriggerRaw(raw).toString('hex');
  return json;
}

/** A block with its header; its transactions unless `detail` is false (java-tron leaves out an empty list). */
export function blockJson(block: Block, options: { detail?: boolean; visible?: boolean } = {}) {
  const visible = options.visible ?? false;
  const json: Record<string, unknown> = {
    blockID: block.id,
    block_header: {
      raw_data: {
        number: block.number,
        txTrieRoot: block.txTrieRoot,
        witness_address: visible ? parseAddress(block.witness)! : block.witness,
        parentHash: block.parentHash,
        version: BLOCK_VERSION,
        timestamp: block.timestamp,
      },
      witness_signature: witnessSignatureOf(block),
    },
  };
  if ((options.detail ?? true) && block.transactions.length > 0)
    json.transactions = block.transactions.map((transfer) => transactionJson(transfer, visible));
  return json;
}

/** The receipt (gettransactioninfobyid) of a mined transaction: fees, result and, when it succeeded, its log. */
export function transactionInfoJson(transfer: ChainTransfer, visible = false) {
  const block = transfer.block!;
  const energy = transfer.success ? ENERGY[transfer.kind] : ENERGY.revert;
  const energyFee = energy * ENERGY_PRICE_SUN;
  const info: Record<string, unknown> = {
    id: transfer.txId,
    fee: energyFee + NET_FEE_SUN,
    blockNumber: block.number,
    blockTimeStamp: block.timestamp,
    // USDT's transfer answers a zero word; a bare revert answers nothing.
    contractResult: [transfer.success ? '0'.repeat(64) : ''],
    contract_address: visible ? transfer.contract : hexAddress(transfer.contract),
    receipt: {
      energy_fee: energyFee,
      energy_usage_total: energy,
      net_fee: NET_FEE_SUN,
      result: transfer.success ? 'SUCCESS' : 'REVERT',
    },
  };
  if (!transfer.success) return { ...info, result: 'FAILED', resMessage: hexText('REVERT opcode executed') };
  info.log = [
    {
      address: hexAddress(transfer.contract).slice(2),
      topics: [EVENT_ABI[transfer.kind].topic, addressWord(transfer.from), addressWord(transfer.to)],
      data: integerWord(transfer.value),
    },
  ];
  return info;
}
