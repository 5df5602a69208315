/**
 * Receipts the watcher asks for, remembered: a final receipt never changes, so a re-read of a page
 * (the cursor's timestamp is inclusive) costs no second call. Pending ones are asked again.
 */
import type { TransactionInfo, TronClient } from './trongrid-client';

/** Final receipts by transaction id, the oldest forgotten past `limit`. */
export class ReceiptCache {
  private readonly receipts = new Map<string, TransactionInfo>();
  constructor(private readonly limit = 20_000) {}

  get(txId: string): TransactionInfo | undefined {
    return this.receipts.get(txId);
  }

  /** Keeps `info` once its block is solidified: nothing about it can change after. */
  keep(txId: string, info: TransactionInfo | null, solidifiedBlock: number): void {
    if (!info || info.blockNumber === undefined || info.blockNumber > solidifiedBlock) return;
    if (this.receipts.size >= this.limit) this.receipts.delete(this.receipts.keys().next().value as string);
    this.receipts.set(txId, info);
  }
}

/** How many receipt calls run at once: a page's receipts in parallel, without a burst against rate limits. */
const RECEIPT_CONCURRENCY = 4;

/** The receipts of `txIds` (null where the solidity node has none yet), from the cache or the API. */
export async function receiptsOf(
  client: TronClient,
  cache: ReceiptCache,
  txIds: readonly string[],
  solidifiedBlock: number,
): Promise<Map<string, TransactionInfo | null>> {
  const found = new Map<string, TransactionInfo | null>();
  const missing = [...new Set(txIds)].filter((txId) => {
    const cached = cache.get(txId);
    if (cached) found.set(txId, cached);
    return !cached;
  });
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const txId = missing[next++] as string;
      const info = await client.transactionInfo(txId);
      cache.keep(txId, info, solidifiedBlock);
      found.set(txId, info);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RECEIPT_CONCURRENCY, missing.length) }, worker));
  return found;
}
