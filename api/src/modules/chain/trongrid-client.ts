/** A client of the TronGrid HTTP subset the API uses: TRC20 lists, the solidified and head blocks, receipts, broadcasts. */
import { z } from 'zod';

/** USDT on TRON (TRC20, 6 decimals): deposits are matched on this contract, never on a symbol. */
export const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

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

const trc20PageSchema = z.object({
  data: z.array(trc20ItemSchema),
  meta: z.looseObject({ fingerprint: z.string().optional() }).optional(),
});

const blockSchema = z.object({
  blockID: z.string().optional(),
  block_header: z.object({ raw_data: z.object({ number: z.number(), timestamp: z.number() }) }),
});

/** POST /wallet/broadcasttransaction: `{result: true, txid}`, or a refusal `{code, message (hex text)}` or `{Error}`. */
const broadcastAnswerSchema = z.looseObject({
  result: z.boolean().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  Error: z.string().optional(),
});

/** POST /walletsolidity/gettransactioninfobyid: {} (null here) while unknown or not solidified. */
export const transactionInfoSchema = z.looseObject({
  id: z.string().optional(),
  blockNumber: z.number().optional(),
  blockTimeStamp: z.number().optional(),
  receipt: z.looseObject({ result: z.string().optional() }).optional(),
  log: z
    .array(z.looseObject({ address: z.string(), topics: z.array(z.string()), data: z.string().optional() }))
    .optional(),
});
export type TransactionInfo = z.infer<typeof transactionInfoSchema>;

export interface Trc20Page {
  items: Trc20Item[];
  /** Present when another page follows: the same query with this fingerprint reads it. */
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

/** A failed call; `backOff` for rate limits, a refused key, server errors and the network (the watcher waits). */
export class TronApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly backOff: boolean,
  ) {
    super(message);
    this.name = 'TronApiError';
  }
}

export interface TronClient {
  /** One page of USDT transfers to `address` from `minTimestamp` (inclusive), oldest first. */
  trc20TransfersTo(address: string, minTimestamp: number, fingerprint?: string): Promise<Trc20Page>;
  solidifiedBlock(): Promise<BlockRef>;
  headBlock(): Promise<BlockRef>;
  /** The solidity node's receipt of `txId`, or null while it has none (unknown or not yet solidified). */
  transactionInfo(txId: string): Promise<TransactionInfo | null>;
  /** Hands a signed transaction to the node; the same bytes again answer a duplicate, which counts as taken. */
  broadcastTransaction(transaction: object): Promise<BroadcastOutcome>;
}

export interface TronClientOptions {
  apiUrl: string;
  apiKey?: string;
  pageLimit: number;
  /** Each call gives up after this long (a hung connection must not hold the job's lease). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * @example const client = createTronClient({ apiUrl: 'https://api.trongrid.io', apiKey, pageLimit: 200 })
 */
export function createTronClient({
  apiUrl,
  apiKey,
  pageLimit,
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: TronClientOptions): TronClient {
  const base = apiUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (apiKey) headers['TRON-PRO-API-KEY'] = apiKey;

  async function call<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const what = `${body === undefined ? 'GET' : 'POST'} ${path.split('?')[0]}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TronApiError(`${what}: ${(error as Error).message}`, null, true);
    }
    if (!response.ok) {
      const status = response.status;
      await response.body?.cancel();
      throw new TronApiError(`${what}: HTTP ${status}`, status, status === 429 || status === 403 || status >= 500);
    }
    let parsed: ReturnType<typeof schema.safeParse>;
    try {
      parsed = schema.safeParse(await response.json());
    } catch (error) {
      throw new TronApiError(`${what}: ${(error as Error).message}`, response.status, true);
    }
    // A body of the wrong shape is a gateway or proxy fault as much as a 5xx: wait, do not hammer.
    if (!parsed.success) throw new TronApiError(`${what}: unexpected answer`, response.status, true);
    return parsed.data;
  }

  const block = async (path: string) => {
    const { block_header, blockID } = await call(path, blockSchema);
    const { number, timestamp } = block_header.raw_data;
    return blockID ? { number, timestamp, id: blockID } : { number, timestamp };
  };

  return {
    async trc20TransfersTo(address, minTimestamp, fingerprint) {
      const query = new URLSearchParams({
        contract_address: USDT_CONTRACT,
        only_to: 'true',
        min_timestamp: String(minTimestamp),
        order_by: 'block_timestamp,asc',
        limit: String(pageLimit),
      });
      if (fingerprint !== undefined) query.set('fingerprint', fingerprint);
      const page = await call(
        `/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`,
        trc20PageSchema,
      );
      return { items: page.data, fingerprint: page.meta?.fingerprint || undefined };
    },
    solidifiedBlock: () => block('/walletsolidity/getnowblock'),
    headBlock: () => block('/wallet/getnowblock'),
    async transactionInfo(txId) {
      const info = await call('/walletsolidity/gettransactioninfobyid', transactionInfoSchema, { value: txId });
      return info.id === undefined ? null : info;
    },
    async broadcastTransaction(transaction) {
      const answer = await call('/wallet/broadcasttransaction', broadcastAnswerSchema, transaction);
      if (answer.result === true) return { accepted: true, duplicate: false };
      if (answer.code === 'DUP_TRANSACTION_ERROR') return { accepted: true, duplicate: true };
      return { accepted: false, code: answer.code ?? 'ERROR', message: answer.Error ?? messageText(answer.message) };
    },
  };
}
