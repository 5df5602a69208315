/** A USDT transfer to one of our addresses, final on the chain (solidified, receipt SUCCESS): what the intake credits once. */
export interface FinalTransfer {
  txId: string;
  eventIndex: number;
  from: string;
  to: string;
  /** Raw micro-USDT. */
  amount: bigint;
  blockNumber: number;
  /** ms */
  blockTimestamp: number;
}
