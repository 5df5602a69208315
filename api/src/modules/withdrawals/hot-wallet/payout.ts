/**
 * The hot wallet pays an approved withdrawal: the USDT transfer is signed here and stored with
 * its id in the transaction that moves the withdrawal to paying, and only then broadcast. A crash
 * anywhere after the commit leaves a signed row that the withdrawal-payouts job broadcasts (the
 * same bytes) and confirms; nothing ever signs a second transaction for it.
 */
import { apiMessages } from 'shared-contracts';
import type { AppConfig } from '../../../config';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { tronClientOf, TronApiError, USDT_CONTRACT, type TronClient } from '../../chain';
import { claimWithdrawalState } from '../review/complete';
import { requireNoUndecidedPayout } from '../review/payout-guard';
import { payoutSigner, type BlockHeaderRef } from './payout-key';
import { insertSignedPayout, markPayoutBroadcast, notePayoutError, selectWithdrawalForPayout } from './payouts-store';

/**
 * How long a signed payout stays valid (the network's limit is a day): long enough for the job to
 * re-broadcast through a short outage, short enough that a payout that never lands is proven
 * absent (settle.ts, absence.ts) and waits for an operator's verdict within minutes.
 */
export const PAYOUT_EXPIRATION_MS = 10 * 60_000;
/** The most TRX (in sun) a payout may burn for energy: a USDT transfer to a fresh address costs about 30 TRX. */
export const PAYOUT_FEE_LIMIT_SUN = 100_000_000;

/** The API's TRON client of the settings (TronGrid, or the demo chain in demo mode). */
export function payoutTronClient(config: AppConfig): TronClient {
  return tronClientOf(config, 'priority');
}

/** The reference block of a new transaction: the head, as tronweb would take it (TaPoS), and its window. */
async function referenceBlock(client: TronClient): Promise<BlockHeaderRef> {
  let head;
  try {
    head = await client.headBlock();
  } catch (error) {
    if (error instanceof TronApiError) throw refuse(apiMessages.withdrawHotWalletChainDown);
    throw error;
  }
  if (!head.id) throw refuse(apiMessages.withdrawHotWalletChainDown);
  return {
    ref_block_bytes: head.number.toString(16).slice(-4).padStart(4, '0'),
    ref_block_hash: head.id.slice(16, 32),
    expiration: head.timestamp + PAYOUT_EXPIRATION_MS,
    timestamp: head.timestamp,
  };
}

/**
 * Hands a stored payout's bytes to the node; broadcast when it takes them (or already had them),
 * else the reason is noted and the row stays for the job. Never throws for the node's answer.
 */
export async function broadcastStoredPayout(
  context: AppContext,
  client: TronClient,
  payout: { id: number; signed_tx: string },
): Promise<boolean> {
  const at = () => context.now().toISOString();
  try {
    const outcome = await client.broadcastTransaction(JSON.parse(payout.signed_tx) as object);
    if (outcome.accepted) {
      await markPayoutBroadcast(context.db, payout.id, at());
      return true;
    }
    await notePayoutError(context.db, payout.id, `${outcome.code}: ${outcome.message}`, at());
  } catch (error) {
    if (!(error instanceof TronApiError)) throw error;
    await notePayoutError(context.db, payout.id, error.message, at());
  }
  return false;
}

/** What an approval by hot wallet answers: the withdrawal (now paying), its chain transaction, and whether the node took it yet. */
export interface HotWalletPayoutStarted {
  withdrawalId: number;
  payoutId: number;
  txId: string;
  broadcast: boolean;
}

/**
 * Approves withdrawal `withdrawalId` (in review, to a TRC20 address) by paying it from the hot
 * wallet: review → paying with the signed transfer stored and audited in one transaction, then
 * one broadcast. The job confirms it (paid) or, failed or absent past expiry, sends it to verify.
 * @throws refusals: 未配置热钱包 (no key), not found, not TRC20, already decided, paying or 待核实,
 *   an earlier hot-wallet payout without the operator's verdict, node unreachable
 */
export async function startHotWalletPayout(
  context: AppContext,
  operatorId: number,
  withdrawalId: number,
  client: TronClient = payoutTronClient(context.config),
): Promise<HotWalletPayoutStarted> {
  const signer = payoutSigner(context.config);
  if (!signer) throw refuse(apiMessages.withdrawHotWalletOff);
  const withdrawal = await selectWithdrawalForPayout(context.db, withdrawalId);
  if (!withdrawal) throw refuse(apiMessages.withdrawUnknown);
  if (withdrawal.address_type !== 1) throw refuse(apiMessages.withdrawHotWalletTypeOnly);
  if (withdrawal.state !== 'review') throw refuse(stateRefusal(withdrawal.state));
  await requireNoUndecidedPayout(context.db, withdrawalId);
  // Asked before the transaction: no database transaction waits on the network.
  const blockHeader = await referenceBlock(client);

  const payout = await inTransaction(context.db, async (trx) => {
    const now = context.now();
    const at = now.toISOString();
    if (
      !(await claimWithdrawalState(
        trx,
        withdrawalId,
        ['review'],
        'paying',
        { decided_by: operatorId, decided_at: at },
        operatorId,
      ))
    ) {
      const current = await selectWithdrawalForPayout(trx, withdrawalId);
      // Still in review: another operator claimed it to pay by hand.
      throw refuse(
        current?.state === 'review' ? apiMessages.withdrawClaimedByOther : stateRefusal(current?.state ?? 'paid'),
      );
    }
    // Inside too (the claim holds the row): never a second payout beside one that may have landed.
    await requireNoUndecidedPayout(trx, withdrawalId);
    const signed = await signer.signTransfer({
      contract: USDT_CONTRACT,
      to: withdrawal.address,
      units: BigInt(withdrawal.amount),
      feeLimitSun: PAYOUT_FEE_LIMIT_SUN,
      blockHeader,
    });
    const signedTx = JSON.stringify(signed);
    const expiresAt = new Date(blockHeader.expiration).toISOString();
    const payoutId = await insertSignedPayout(trx, {
      withdrawalId,
      txId: signed.txID,
      signedTx,
      expiresAt,
      operatorId,
      at,
    });
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'withdrawal',
      entityId: withdrawalId,
      before: { ...withdrawal, state: 'review' },
      after: { state: 'paying', method: 'hot_wallet', payout_id: payoutId, tx_id: signed.txID, from: signer.address },
      at: now,
    });
    return { id: payoutId, signed_tx: signedTx, txId: signed.txID };
  });

  const broadcast = await broadcastStoredPayout(context, client, payout);
  return { withdrawalId, payoutId: payout.id, txId: payout.txId, broadcast };
}

/** Why a withdrawal not in review cannot be approved: it is being paid, 待核实, or it has ended. */
function stateRefusal(state: string): string {
  if (state === 'paying') return apiMessages.withdrawPaying;
  return state === 'verify' ? apiMessages.withdrawVerifyPending : apiMessages.withdrawDecided;
}
