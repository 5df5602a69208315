/**
 * TronGrid's answers, computed from the chain: the account TRC20 list with fingerprint paging,
 * blocks, and the solidity node's transaction info (receipt and Transfer log).
 */
import { addressWord, FAKE_USDT_CONTRACT, hexAddress, integerWord, USDT_CONTRACT } from './addresses';
import type { Block, Chain, ChainTransfer } from './chain';

/** keccak-256 of Transfer(address,address,uint256): topic 0 of every TRC20 transfer log. */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const MAX_PAGE_LIMIT = 200;

export interface Trc20Query {
  contractAddress?: string;
  onlyTo?: boolean;
  onlyFrom?: boolean;
  onlyConfirmed?: boolean;
  minTimestamp?: number;
  maxTimestamp?: number;
  limit?: number;
  order?: 'asc' | 'desc';
  fingerprint?: string;
}

const TOKEN_INFO = {
  [USDT_CONTRACT]: { symbol: 'USDT', address: USDT_CONTRACT, decimals: 6, name: 'Tether USD' },
  // The fake looks the same but for its address: only the contract tells them apart.
  [FAKE_USDT_CONTRACT]: { symbol: 'USDT', address: FAKE_USDT_CONTRACT, decimals: 6, name: 'Tether USD' },
};

/** Where the next page starts: the position in the address's list after the last one returned. */
const encodeFingerprint = (position: number) => Buffer.from(JSON.stringify({ p: position })).toString('base64url');

/** The position a fingerprint names, or null when it is not one of ours. */
export function decodeFingerprint(fingerprint: string): number | null {
  try {
    const { p } = JSON.parse(Buffer.from(fingerprint, 'base64url').toString()) as { p?: unknown };
    return Number.isSafeInteger(p) && (p as number) >= 0 ? (p as number) : null;
  } catch {
    return null;
  }
}

function firstAtOrAfter(list: readonly ChainTransfer[], timestamp: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.block!.timestamp < timestamp) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function trc20Item(transfer: ChainTransfer) {
  return {
    transaction_id: transfer.txId,
    token_info: TOKEN_INFO[transfer.contract],
    block_timestamp: transfer.block!.timestamp,
    from: transfer.from,
    to: transfer.to,
    type: 'Transfer',
    value: transfer.value.toString(),
  };
}

/**
 * One page of GET /v1/accounts/{address}/transactions/trc20. A fingerprint names the index in
 * the address's list where the next page starts, so it stays valid while new blocks arrive.
 */
export function trc20Page(chain: Chain, address: string, query: Trc20Query) {
  const list = chain.transfersOf(address);
  const limit = Math.min(Math.max(query.limit ?? 20, 1), MAX_PAGE_LIMIT);
  const step = query.order === 'asc' ? 1 : -1;
  const solidified = chain.solidified().number;
  const keep = (transfer: ChainTransfer) =>
    (!query.contractAddress || transfer.contract === query.contractAddress) &&
    (!query.onlyTo || transfer.to === address) &&
    (!query.onlyFrom || transfer.from === address) &&
    (!query.onlyConfirmed || transfer.block!.number <= solidified) &&
    (query.minTimestamp === undefined || transfer.block!.timestamp >= query.minTimestamp) &&
    (query.maxTimestamp === undefined || transfer.block!.timestamp <= query.maxTimestamp);

  const resumeAt = query.fingerprint === undefined ? null : decodeFingerprint(query.fingerprint);
  const firstIndex = step === 1 ? firstAtOrAfter(list, query.minTimestamp ?? 0) : list.length - 1;
  const data: ChainTransfer[] = [];
  let index = resumeAt ?? firstIndex;
  let more = false;
  for (; index >= 0 && index < list.length; index += step) {
    const transfer = list[index]!;
    if (!keep(transfer)) continue;
    if (data.length === limit) {
      more = true;
      break;
    }
    data.push(transfer);
  }
  return { data: data.map(trc20Item), next: more ? encodeFingerprint(index) : undefined };
}

export function blockJson(block: Block) {
  return {
    blockID: block.id,
    block_header: { raw_data: { number: block.number, timestamp: block.timestamp } },
  };
}

/** POST /walletsolidity/gettransactioninfobyid: {} until the transaction is solidified. */
export function solidTransactionInfo(chain: Chain, txId: string) {
  const transfer = chain.find(txId);
  if (!transfer || !chain.isSolidified(transfer)) return {};
  const block = transfer.block!;
  const base = {
    id: transfer.txId,
    blockNumber: block.number,
    blockTimeStamp: block.timestamp,
    contract_address: hexAddress(transfer.contract),
  };
  if (!transfer.success) return { ...base, receipt: { result: 'REVERT', energy_usage_total: 14_650 } };
  return {
    ...base,
    receipt: { result: 'SUCCESS', energy_usage_total: 14_650 },
    log: [
      {
        address: hexAddress(transfer.contract).slice(2),
        topics: [TRANSFER_TOPIC, addressWord(transfer.from), addressWord(transfer.to)],
        data: integerWord(transfer.value),
      },
    ],
  };
}
