/**
 * The red-packet-expiry job: each open packet past its 24 hours is closed and what its hold still
 * has goes back to the sender, once, however many runs and grabs race it.
 */
import { formatUsdt, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { accountId, redPacketHoldCode, walletAccountId, postTransfer, movement, selectBalance } from '../../ledger';
import { markExpired, selectDuePacketIds, setRefund } from './store';

export const RED_PACKET_REFUND_KIND = 'red_packet_refund';
/** Packets closed per query; a run goes on until none is due. */
const BATCH = 200;

/** The ledger key of a packet's refund: one per packet, whatever runs it. */
export const refundKey = (packetId: number) => `red-packet:${packetId}:refund`;

/** Closes one due packet and refunds its hold; the amount refunded, or null when it was not due any more. */
async function expireOne(context: AppContext, packetId: number, now: Date): Promise<MicroUsdt | null> {
  return inTransaction(context.db, async (trx) => {
    const nowIso = now.toISOString();
    // The row lock of every grab: a grab in flight commits first (and its share is out of the hold
    // read below); a later one finds the packet expired. Another run finds it closed and stops.
    const closed = await markExpired(trx, packetId, nowIso);
    if (!closed) return null;
    const hold = await accountId(trx, redPacketHoldCode(packetId), 'red_packet', null, now);
    const wallet = await walletAccountId(trx, closed.sender_id);
    const rest = await selectBalance(trx, hold);
    if (rest <= 0 || wallet === null) {
      await setRefund(trx, packetId, microUsdt(0), null);
      return microUsdt(0);
    }
    const posted = await postTransfer(trx, now, {
      idempotencyKey: refundKey(packetId),
      kind: RED_PACKET_REFUND_KIND,
      reference: `red-packet:${packetId}`,
      postings: movement(hold, wallet, rest),
    });
    await setRefund(trx, packetId, rest, posted.transferId);
    return rest;
  });
}

/** Expires every open packet past its time; how many and how much went back. */
export async function expireRedPackets(context: AppContext): Promise<{ expired: number; refunded: string }> {
  const now = context.now();
  let expired = 0;
  let refunded = 0;
  const seen = new Set<number>();
  for (;;) {
    const due = (await selectDuePacketIds(context.db, now.toISOString(), BATCH)).filter((id) => !seen.has(id));
    if (due.length === 0) break;
    for (const packetId of due) {
      seen.add(packetId);
      const amount = await expireOne(context, packetId, now);
      if (amount === null) continue;
      expired += 1;
      refunded += amount;
    }
  }
  return { expired, refunded: formatUsdt(microUsdt(refunded)) };
}
