/**
 * The full node's view of one transaction (`/wallet/…`, the head, not yet solidified): what tells a
 * transaction mined and waiting for its solidification from one the chain has never seen. Only an
 * operator's check and the watch of a manual payout ask it; deposits wait for the solidity node.
 */
import { z } from 'zod';
import { transactionInfoSchema, type TransactionInfo } from './receipt-schema';

/** POST /wallet/gettransactionbyid: `{}` (null here) while pooled or unknown; raw_data carries its expiration. */
const headTransactionSchema = z.looseObject({
  txID: z.string().optional(),
  ret: z.array(z.looseObject({ contractRet: z.string().optional() })).optional(),
  raw_data: z.looseObject({ expiration: z.number().optional() }).optional(),
});

/** A transaction the full node has in a block, with its result and expiration (ms) when it says them. */
export interface HeadTransaction {
  txId: string;
  contractRet: string | null;
  expiration: number | null;
}

export interface FullNodeReads {
  /** The full node's transaction `txId`, or null while it says `{}`: the witness that the chain knows it. */
  headTransaction(txId: string): Promise<HeadTransaction | null>;
  /** The full node's receipt of `txId` (its block, result and logs once mined), or null while it says `{}`. */
  headTransactionInfo(txId: string): Promise<TransactionInfo | null>;
}

type Post = <T>(path: string, schema: z.ZodType<T>, body: unknown) => Promise<T>;

/** The full-node reads over the client's judged POST (tron-http.ts: an Error body or a 429 throws, never reads as `{}`). */
export function fullNodeReads(post: Post): FullNodeReads {
  return {
    async headTransaction(txId) {
      const transaction = await post('/wallet/gettransactionbyid', headTransactionSchema, { value: txId });
      if (transaction.txID === undefined) return null;
      return {
        txId: transaction.txID,
        contractRet: transaction.ret?.[0]?.contractRet ?? null,
        expiration: transaction.raw_data?.expiration ?? null,
      };
    },
    async headTransactionInfo(txId) {
      const info = await post('/wallet/gettransactioninfobyid', transactionInfoSchema, { value: txId });
      return info.id === undefined ? null : info;
    },
  };
}
