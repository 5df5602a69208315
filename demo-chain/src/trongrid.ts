/**
 * TronGrid's v1 lists, computed from the chain's indexes: an account's TRC20 transfers and
 * approvals, and a contract's events. Both are built from event logs, so a reverted call is in
 * neither; a transfer hidden from the account index is in the event list only.
 */
import { eventAddress, FAKE_USDT_CONTRACT, USDT_CONTRACT } from './addresses';
import type { Chain } from './chain';
import { pageOf } from './paging';
import { EVENT_ABI } from './token-abi';
import type { ChainTransfer } from './transactions';

export { TRANSFER_TOPIC } from './token-abi';
export { MAX_PAGE_LIMIT } from './paging';

type Order = 'asc' | 'desc';

export interface Trc20Query {
  contractAddress?: string;
  onlyTo?: boolean;
  onlyFrom?: boolean;
  onlyConfirmed?: boolean;
  onlyUnconfirmed?: boolean;
  minTimestamp?: number;
  maxTimestamp?: number;
  limit?: number;
  order?: Order;
  fingerprint?: string;
}

export interface EventQuery {
  eventName?: string;
  onlyConfirmed?: boolean;
  onlyUnconfirmed?: boolean;
  minTimestamp?: number;
  maxTimestamp?: number;
  limit?: number;
  order?: Order;
  fingerprint?: string;
}

const TOKEN_INFO = {
  [USDT_CONTRACT]: { symbol: 'USDT', address: USDT_CONTRACT, decimals: 6, name: 'Tether USD' },
  // The fake looks the same but for its address: only the contract tells them apart.
  [FAKE_USDT_CONTRACT]: { symbol: 'USDT', address: FAKE_USDT_CONTRACT, decimals: 6, name: 'Tether USD' },
};

/** Block bounds of only_confirmed (solidified blocks) and only_unconfirmed (the blocks above). */
function confirmationBounds(chain: Chain, onlyConfirmed?: boolean, onlyUnconfirmed?: boolean) {
  const solidified = chain.solidified().number;
  if (onlyConfirmed) return { maxBlock: solidified };
  if (onlyUnconfirmed) return { minBlock: solidified + 1 };
  return {};
}

export function trc20Item(transfer: ChainTransfer) {
  return {
    transaction_id: transfer.txId,
    token_info: TOKEN_INFO[transfer.contract],
    block_timestamp: transfer.block!.timestamp,
    from: transfer.from,
    to: transfer.to,
    type: EVENT_ABI[transfer.kind].name,
    value: transfer.value.toString(),
  };
}

/** What both v1 lists share: order (newest first unless asked otherwise), page size, fingerprint, time and confirmation bounds. */
function listWindow(chain: Chain, query: Trc20Query | EventQuery) {
  return {
    order: query.order ?? 'desc',
    limit: query.limit,
    fingerprint: query.fingerprint,
    bounds: {
      minTimestamp: query.minTimestamp,
      maxTimestamp: query.maxTimestamp,
      ...confirmationBounds(chain, query.onlyConfirmed, query.onlyUnconfirmed),
    },
  };
}

/** One page of GET /v1/accounts/{address}/transactions/trc20 (newest first unless asked otherwise). */
export function trc20Page(chain: Chain, address: string, query: Trc20Query) {
  const page = pageOf(chain.transfersOf(address), {
    ...listWindow(chain, query),
    keep: (transfer) =>
      (!query.contractAddress || transfer.contract === query.contractAddress) &&
      (!query.onlyTo || transfer.to === address) &&
      (!query.onlyFrom || transfer.from === address),
  });
  return { data: page.items.map(trc20Item), next: page.next };
}

/** An item of the event list: addresses in the result as `0x…` hex, the value as decimal text. */
export function eventItem(transfer: ChainTransfer) {
  const abi = EVENT_ABI[transfer.kind];
  const [first, second, third] = abi.args;
  const from = eventAddress(transfer.from);
  const to = eventAddress(transfer.to);
  const value = transfer.value.toString();
  return {
    block_number: transfer.block!.number,
    block_timestamp: transfer.block!.timestamp,
    caller_contract_address: transfer.contract,
    contract_address: transfer.contract,
    // The log's index in its transaction: each of these calls logs once.
    event_index: 0,
    event_name: abi.name,
    result: { 0: from, 1: to, 2: value, [first]: from, [second]: to, [third]: value },
    result_type: { [first]: 'address', [second]: 'address', [third]: 'uint256' },
    event: abi.signature,
    transaction_id: transfer.txId,
  };
}

/** One page of GET /v1/contracts/{contract}/events (newest first unless asked otherwise). */
export function eventsPage(chain: Chain, contract: string, query: EventQuery) {
  const page = pageOf(chain.eventsOf(contract), {
    ...listWindow(chain, query),
    keep: (transfer) => !query.eventName || EVENT_ABI[transfer.kind].name === query.eventName,
  });
  return { data: page.items.map(eventItem), next: page.next };
}
