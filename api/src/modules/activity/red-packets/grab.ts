/**
 * 抢红包 (POST /api/plat/red-packet/grab): one share per player, taken in one transaction that
 * first takes the packet's next seq by a conditional UPDATE (the row lock every grab and the
 * expiry queue on), computes the share from that locked row, and pays it from the packet's hold.
 */
import type { Kysely } from 'kysely';
import { apiMessages, formatUsdt, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { accountId, redPacketHoldCode, walletAccountId, postTransfer, movement } from '../../ledger';
import { assertMarketingAllowed } from '../../protection';
import { assertUnrestricted } from '../../risk';
import { nextShare, type RandomInt } from './split';
import { addTakenShare, insertShare, selectPacket, selectShare, takeNextSeq } from './store';
import { packetView } from './view';

export const RED_PACKET_GRAB_KIND = 'red_packet_grab';

interface GrabTarget {
  packetId: number;
  playerId: number;
  wallet: number;
  hold: number;
}

/** Why nothing was left to take, read after the failed take (in its transaction). */
async function refusalOf(trx: Kysely<Database>, target: GrabTarget, now: Date) {
  if (await selectShare(trx, target.packetId, target.playerId)) return refuse(apiMessages.redPacketAlreadyTaken);
  const packet = await selectPacket(trx, { id: target.packetId });
  if (packet && (packet.status === 'expired' || now.toISOString() >= packet.expires_at))
    return refuse(apiMessages.redPacketExpired);
  return refuse(apiMessages.redPacketEmpty);
}

async function grabIn(trx: Kysely<Database>, context: AppContext, target: GrabTarget, randomInt?: RandomInt) {
  const { packetId, playerId } = target;
  if (await selectShare(trx, packetId, playerId)) throw refuse(apiMessages.redPacketAlreadyTaken);
  const now = context.now();
  const nowIso = now.toISOString();
  // From here to the commit this packet's row is locked: a grab at or after expires_at takes nothing.
  const locked = await takeNextSeq(trx, packetId, nowIso);
  if (!locked) throw await refusalOf(trx, target, now);
  // A twin grab by this player that held the lock before us has committed its share by now: read again
  // (this refusal rolls the seq back).
  if (await selectShare(trx, packetId, playerId)) throw refuse(apiMessages.redPacketAlreadyTaken);
  const seq = locked.taken_count;
  const amount: MicroUsdt = nextShare(
    {
      total: locked.total,
      count: locked.count,
      takenCount: seq - 1,
      takenAmount: locked.taken_amount,
      split: locked.split,
    },
    randomInt,
  );
  await addTakenShare(trx, packetId, amount, seq === locked.count, nowIso);
  const posted = await postTransfer(trx, now, {
    idempotencyKey: `red-packet:${packetId}:grab:${playerId}`,
    kind: RED_PACKET_GRAB_KIND,
    reference: `red-packet:${packetId}`,
    postings: movement(target.hold, target.wallet, amount),
  });
  await insertShare(trx, {
    packet_id: packetId,
    player_id: playerId,
    seq,
    amount,
    transfer_id: posted.transferId,
    created_at: nowIso,
  });
  return { amount, balance: posted.balanceAfter.get(target.wallet) ?? microUsdt(0) };
}

/**
 * Takes the player's share of the packet with `code`. Refused (nothing moved) when it is unknown
 * (redPacketNotFound), theirs (redPacketOwn), already taken by them (redPacketAlreadyTaken), past
 * its time (redPacketExpired) or without a share left (redPacketEmpty); and to a player on a break
 * (marketingOnBreak).
 */
export async function grabRedPacket(context: AppContext, playerId: number, code: string, randomInt?: RandomInt) {
  await assertMarketingAllowed(context, playerId);
  await assertUnrestricted(context.db, playerId, 'claim');
  const packet = await selectPacket(context.db, { code });
  if (!packet) throw refuse(apiMessages.redPacketNotFound);
  if (packet.sender_id === playerId) throw refuse(apiMessages.redPacketOwn);
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  const hold = await accountId(context.db, redPacketHoldCode(packet.id), 'red_packet', null, context.now());
  const target = { packetId: packet.id, playerId, wallet, hold };
  const taken = await inTransaction(context.db, (trx) => grabIn(trx, context, target, randomInt));
  const after = await selectPacket(context.db, { id: packet.id });
  return {
    amount: formatUsdt(taken.amount),
    balance: formatUsdt(taken.balance),
    packet: await packetView(context.db, after!, playerId),
  };
}
