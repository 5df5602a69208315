/**
 * A client of the TronGrid HTTP subset the API uses: USDT Transfer events, TRC20 account lists,
 * block headers, receipts and transactions of the solidity node, balanceOf, broadcasts. Every call
 * goes through tron-http.ts: an error body is never read as an answer.
 */
import { z } from 'zod';
import { isTronAddress, tronAddressFromHex, tronAddressToHex } from '../tron';
import { fullNodeReads, type FullNodeReads } from './fullnode-reads';
import { transactionInfoSchema, type TransactionInfo } from './receipt-schema';
import type { RequestBudget, RequestPriority } from './request-budget';
import { createTronCall, TronApiError, type TronHttpOptions } from './tron-http';

export { TronApiError } from './tron-http';

/** USDT on TRON (TRC20, 6 decimals): deposits are matched on this contract, never on a symbol. */
export const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** TronGrid answers HTTP 400 past 200 items a page. */
export const MAX_PAGE_LIMIT = 200;

/** One item of GET /v1/accounts/{a}/transactions/trc20, as sent: classify.ts decides what of it counts. */
export const trc20ItemSchema = z.looseObject({
  transaction_id: z.string(),
  token_info: z.looseObject({ address: z.string().optional(), symbol: z.string().optional() }).optional(),
  block_timestamp: z.number(),
  from: z.string().optional(),
  to: z.string().optional(),
  type: z.string().optional(),
  value: z.unknown(),
});
export type Trc20Item = z.infer<typeof trc20ItemSchema>;

const metaSchema = z.looseObject({ fingerprint: z.string().optional() }).optional();
const trc20PageSchema = z.looseObject({ data: z.array(trc20ItemSchema), meta: metaSchema });

/** One item of GET /v1/contracts/{USDT}/events: addresses as `0x…` hex (or base58), the value as decimal text. */
const eventItemSchema = z.looseObject({
  transaction_id: z.string(),
  block_number: z.number(),
  block_timestamp: z.number(),
  event_index: z.number(),
  event_name: z.string(),
  contract_address: z.string().optional(),
  result: z.looseObject({ from: z.string().optional(), to: z.string().optional(), value: z.unknown() }),
});
const eventPageSchema = z.looseObject({ data: z.array(eventItemSchema), meta: metaSchema });

const blockSchema = z.looseObject({
  blockID: z.string().optional(),
  block_header: z.looseObject({ raw_data: z.looseObject({ number: z.number(), timestamp: z.number() }) }),
});

/** POST /wallet/broadcasttransaction: `{result: true, txid}`, or a refusal `{code, message (hex text)}`. */
const broadcastAnswerSchema = z.looseObject({
  result: z.boolean().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});

export { transactionInfoSchema, type TransactionInfo } from './receipt-schema';

/** POST /walletsolidity/gettransactionbyid: {} (null here) while unknown or not solidified. */
const transactionSchema = z.looseObject({
  txID: z.string().optional(),
  ret: z.array(z.looseObject({ contractRet: z.string().optional() })).optional(),
});
export type SolidTransaction = { txId: string; contractRet: string | null };

const constantResultSchema = z.looseObject({
  result: z.looseObject({ result: z.boolean().optional(), code: z.string().optional() }).optional(),
  constant_result: z.array(z.string()).optional(),
});

export interface Trc20Page {
  items: Trc20Item[];
  /** Present when another page follows: the same query with this fingerprint reads it. */
  fingerprint: string | undefined;
}

/** A USDT Transfer event, as the event list says (the receipt confirms it before any credit). */
export interface UsdtTransferEvent {
  txId: string;
  eventIndex: number;
  blockNumber: number;
  blockTimestamp: number;
  from: string;
  to: string;
  /** Raw units (6 decimals); null when the list's value is no whole number. */
  amount: bigint | null;
}

export interface EventPage {
  events: UsdtTransferEvent[];
  /** How many items the page had, all kinds: a page of `limit` items may have a next one. */
  size: number;
  fingerprint: string | undefined;
}

export interface BlockRef {
  number: number;
  timestamp: number;
  /** The block id (hex), when the node sent it: a transaction's reference block is named by it. */
  id?: string;
}

/** What the node said to a broadcast: taken (a duplicate is one it already had), or refused with its code. */
export type BroadcastOutcome =
  { accepted: true; duplicate: boolean } | { accepted: false; code: string; message: string };

/** The node's refusal text: hex-encoded UTF-8, shown as text when it is. */
const messageText = (message: string | undefined) =>
  message && /^(?:[0-9a-f]{2})+$/i.test(message) ? Buffer.from(message, 'hex').toString('utf8') : (message ?? '');

/** Base58 of an address as an event names it (`0x…` 20-byte hex, `41…` hex, or base58). */
const eventAddress = (text: string | undefined) =>
  text === undefined ? null : isTronAddress(text) ? text : tronAddressFromHex(text);

const wholeValue = (value: unknown) =>
  typeof value === 'string' && /^(0|[1-9][0-9]{0,76})$/.test(value) ? BigInt(value) : null;

export interface TronClient extends FullNodeReads {
  /** One page of USDT transfers to `address` from `minTimestamp`, oldest first. */
  trc20TransfersTo(address: string, minTimestamp: number, fingerprint?: string): Promise<Trc20Page>;
  /** One page of confirmed USDT Transfer events from `minTimestamp` (and up to `maxTimestamp`), oldest first. */
  usdtTransferEvents(window: { minTimestamp: number; maxTimestamp?: number }, fingerprint?: string): Promise<EventPage>;
  /** The solidified block's number, time and id, without its transactions. */
  solidifiedBlock(): Promise<BlockRef>;
  headBlock(): Promise<BlockRef>;
  /** The solidity node's receipt of `txId`, or null while it says `{}` (unknown, not yet solidified, or lagging). */
  transactionInfo(txId: string): Promise<TransactionInfo | null>;
  /** The solidity node's transaction `txId` with its result, or null while it says `{}`: the second witness of absence. */
  solidTransaction(txId: string): Promise<SolidTransaction | null>;
  /** USDT held by `address` at the solidified block (raw units). */
  usdtBalanceOf(address: string): Promise<bigint>;
  /** Hands a signed transaction to the node; the same bytes again answer a duplicate, which counts as taken. */
  broadcastTransaction(transaction: object): Promise<BroadcastOutcome>;
}

export interface TronClientOptions extends TronHttpOptions {
  pageLimit: number;
  /** The budget's class of this client's calls: the watcher's are background, payouts' and operators' priority. */
  priority?: RequestPriority;
  budget?: RequestBudget;
}

/**
 * @example const client = createTronClient({ apiUrl: 'https://api.trongrid.io', apiKey, pageLimit: 200, budget })
 */
export function createTronClient(options: TronClientOptions): TronClient {
  const call = createTronCall(options);
  const priority = options.priority ?? 'background';
  const limit = String(Math.min(Math.max(options.pageLimit, 1), MAX_PAGE_LIMIT));
  const post = <T>(path: string, schema: z.ZodType<T>, body: unknown) => call(path, schema, { body, priority });
  const block = async (path: string): Promise<BlockRef> => {
    const { block_header, blockID } = await post(path, blockSchema, { detail: false });
    const { number, timestamp } = block_header.raw_data;
    return blockID ? { number, timestamp, id: blockID } : { number, timestamp };
  };

  return {
    ...fullNodeReads(post),
    async trc20TransfersTo(address, minTimestamp, fingerprint) {
      const query = new URLSearchParams({
        contract_address: USDT_CONTRACT,
        only_to: 'true',
        min_timestamp: String(minTimestamp),
        order_by: 'block_timestamp,asc',
        limit,
      });
      if (fingerprint !== undefined) query.set('fingerprint', fingerprint);
      const path = `/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`;
      const page = await call(path, trc20PageSchema, { priority });
      return { items: page.data, fingerprint: page.meta?.fingerprint || undefined };
    },
    async usdtTransferEvents({ minTimestamp, maxTimestamp }, fingerprint) {
      const query = new URLSearchParams({
        event_name: 'Transfer',
        only_confirmed: 'true',
        min_block_timestamp: String(minTimestamp),
        order_by: 'block_timestamp,asc',
        limit,
      });
      if (maxTimestamp !== undefined) query.set('max_block_timestamp', String(maxTimestamp));
      if (fingerprint !== undefined) query.set('fingerprint', fingerprint);
      const page = await call(`/v1/contracts/${USDT_CONTRACT}/events?${query}`, eventPageSchema, { priority });
      const events: UsdtTransferEvent[] = [];
      for (const item of page.data) {
        const from = eventAddress(item.result.from);
        const to = eventAddress(item.result.to);
        if (item.event_name !== 'Transfer' || !from || !to) continue;
        if (item.contract_address !== undefined && eventAddress(item.contract_address) !== USDT_CONTRACT) continue;
        events.push({
          txId: item.transaction_id,
          eventIndex: item.event_index,
          blockNumber: item.block_number,
          blockTimestamp: item.block_timestamp,
          from,
          to,
          amount: wholeValue(item.result.value),
        });
      }
      return { events, size: page.data.length, fingerprint: page.meta?.fingerprint || undefined };
    },
    solidifiedBlock: () => block('/walletsolidity/getblock'),
    headBlock: () => block('/wallet/getblock'),
    async transactionInfo(txId) {
      const info = await post('/walletsolidity/gettransactioninfobyid', transactionInfoSchema, { value: txId });
      return info.id === undefined ? null : info;
    },
    async solidTransaction(txId) {
      const transaction = await post('/walletsolidity/gettransactionbyid', transactionSchema, { value: txId });
      if (transaction.txID === undefined) return null;
      return { txId: transaction.txID, contractRet: transaction.ret?.[0]?.contractRet ?? null };
    },
    async usdtBalanceOf(address) {
      const word = (tronAddressToHex(address) ?? '').slice(2).padStart(64, '0');
      const answer = await post('/walletsolidity/triggerconstantcontract', constantResultSchema, {
        owner_address: address,
        contract_address: USDT_CONTRACT,
        function_selector: 'balanceOf(address)',
        parameter: word,
        visible: true,
      });
      const result = answer.constant_result?.[0];
      if (answer.result?.result !== true || result === undefined || !/^[0-9a-f]{1,64}$/i.test(result))
        throw new TronApiError(
          `balanceOf ${address}: no result (${answer.result?.code ?? 'empty'})`,
          200,
          true,
          'shape',
        );
      return BigInt(`0x${result}`);
    },
    async broadcastTransaction(transaction) {
      // An Error body (rate limit, fault) throws in tron-http: the node did not look, it is no refusal.
      const answer = await post('/wallet/broadcasttransaction', broadcastAnswerSchema, transaction);
      if (answer.result === true) return { accepted: true, duplicate: false };
      if (answer.code === 'DUP_TRANSACTION_ERROR') return { accepted: true, duplicate: true };
      return { accepted: false, code: answer.code ?? 'ERROR', message: messageText(answer.message) };
    },
  };
}
