/** A receipt as both nodes answer it (`gettransactioninfobyid`): shared by the solidity and full-node reads. */
import { z } from 'zod';

/** POST /wallet(solidity)/gettransactioninfobyid: {} (null here) while unknown, or (solidity) not solidified. */
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
