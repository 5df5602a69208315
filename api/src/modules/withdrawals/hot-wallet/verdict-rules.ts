/**
 * Whether what the chain says now agrees with an operator's verdict on a hot-wallet payout: pure
 * rules, no I/O. The operator's word alone ends nothing; only the chain's answer read by the server.
 */
import { apiMessages, type PayoutVerdict } from 'shared-contracts';
import type { BlockRef, SolidTransaction, TransactionInfo } from '../../chain';
import { judgePayout } from '../review/chain-verify';
import { EXPIRY_MARGIN_MS } from './settle';

/** What the server read: the solidified block first, then the receipt, then (for absence) the transaction. */
export interface ChainReading {
  solidified: BlockRef;
  info: TransactionInfo | null;
  /** undefined: not asked (only absence needs this second witness). */
  transaction?: SolidTransaction | null;
}

/** The payout judged, with what it had to pay. */
export interface JudgedPayout {
  expires_at: string | null;
  address: string;
  amount: number;
  /** The withdrawal's request time: an older transaction paid something else. */
  created_at: string;
}

export type VerdictJudgement =
  { agrees: true; status: 'failed' | 'expired' | 'confirmed' } | { agrees: false; message: string };

/**
 * failed: a solidified receipt whose result is not SUCCESS; not_on_chain: both endpoints `{}`
 * with the solidified block past the expiration (and its margin), so it can never be included;
 * paid: the receipt proves the USDT transfer of the amount to the address (judgePayout).
 * @example judgeVerdict('not_on_chain', { solidified, info: null, transaction: null }, payout) // { agrees: true, status: 'expired' }
 */
export function judgeVerdict(verdict: PayoutVerdict, reading: ChainReading, payout: JudgedPayout): VerdictJudgement {
  const { info, solidified } = reading;
  if (verdict === 'failed') {
    const result = info?.receipt?.result;
    const solid = info?.blockNumber !== undefined && info.blockNumber <= solidified.number;
    if (solid && result !== undefined && result !== 'SUCCESS') return { agrees: true, status: 'failed' };
    return { agrees: false, message: apiMessages.withdrawVerdictNotFailed };
  }
  if (verdict === 'not_on_chain') {
    if (info !== null || reading.transaction !== null)
      return { agrees: false, message: apiMessages.withdrawVerdictOnChain };
    const expiresAt = payout.expires_at === null ? Number.NaN : Date.parse(payout.expires_at);
    // NaN compares false: a payout without an expiration is never proven dead.
    if (!(solidified.timestamp > expiresAt + EXPIRY_MARGIN_MS))
      return { agrees: false, message: apiMessages.withdrawVerdictNotExpired };
    return { agrees: true, status: 'expired' };
  }
  const paid = judgePayout(info, solidified.number, {
    address: payout.address,
    amount: BigInt(payout.amount),
    notBeforeMs: Date.parse(payout.created_at),
  });
  return paid.paid ? { agrees: true, status: 'confirmed' } : { agrees: false, message: paid.message };
}

/** The evidence kept with the verdict: what each endpoint answered (`{}` as such), and when. */
export function verdictAnswer(verdict: PayoutVerdict, reading: ChainReading, at: Date): string {
  return JSON.stringify({
    verdict,
    read_at: at.toISOString(),
    solidified_block: reading.solidified.number,
    solidified_at: new Date(reading.solidified.timestamp).toISOString(),
    gettransactioninfobyid: reading.info ?? {},
    ...(reading.transaction === undefined ? {} : { gettransactionbyid: reading.transaction ?? {} }),
  });
}
