/**
 * 发红包 (POST /api/plat/red-packet): the total leaves the sender's wallet for the packet's own hold
 * in one transaction with the packet row; a retry with the same request_id answers the first packet.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  parseUsdt,
  RED_PACKET_HOURS,
  type RedPacket,
  type redPacketSendRequestSchema,
} from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import {
  accountId,
  redPacketHoldCode,
  walletAccountId,
  InsufficientFundsError,
  postTransfer,
  movement,
} from '../../ledger';
import { assertMarketingAllowed } from '../../protection';
import { openTurnover } from '../../turnover';
import { splittable } from './split';
import { insertPacket, reservePacketId, selectBalanceAfter, selectPacket } from './store';
import { packetView } from './view';

export const RED_PACKET_SEND_KIND = 'red_packet_send';
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 8;

/** 8 base62 characters from the CSPRNG (62^8 ≈ 2 × 10^14): the code a player shares. */
export function newPacketCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

type SendInput = z.output<typeof redPacketSendRequestSchema>;
interface SendResult {
  packet: RedPacket;
  balance: string;
}

async function replayOf(db: Kysely<Database>, senderId: number, requestId: string, wallet: number) {
  const row = await selectPacket(db, { senderId, requestId });
  if (!row) return null;
  const balance = (await selectBalanceAfter(db, row.send_transfer_id, wallet)) ?? microUsdt(0);
  return { packet: await packetView(db, row, senderId), balance: formatUsdt(balance) };
}

async function sendIn(
  trx: Kysely<Database>,
  context: AppContext,
  senderId: number,
  input: SendInput & { amount: number; wallet: number },
): Promise<SendResult> {
  // A twin with this request_id may have committed since the check outside: its answer.
  const earlier = await replayOf(trx, senderId, input.request_id, input.wallet);
  if (earlier) return earlier;
  const now = context.now();
  const id = await reservePacketId(trx, context.dialect);
  const hold = await accountId(trx, redPacketHoldCode(id), 'red_packet', null, now);
  const amount = microUsdt(input.amount);
  let posted;
  try {
    posted = await postTransfer(trx, now, {
      idempotencyKey: `red-packet:${id}:send`,
      kind: RED_PACKET_SEND_KIND,
      reference: `red-packet:${id}`,
      postings: movement(input.wallet, hold, amount),
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw refuse(apiMessages.redPacketInsufficient);
    throw error;
  }
  // Money given away skips the turnover a withdrawal asks: without this, bonus money not yet
  // wagered could be sent to another account and withdrawn there. Read after the debit, whose
  // wallet lock waits for a credit in flight, so a bonus committed meanwhile counts here; the
  // refusal rolls the debit back.
  if ((await openTurnover(trx, senderId)).remaining > 0) throw refuse(apiMessages.redPacketTurnoverUnmet);
  const createdAt = now.toISOString();
  await insertPacket(trx, {
    id,
    code: newPacketCode(),
    sender_id: senderId,
    message: input.message,
    total: amount,
    count: input.count,
    split: input.split,
    status: 'open',
    request_id: input.request_id,
    send_transfer_id: posted.transferId,
    created_at: createdAt,
    expires_at: new Date(now.getTime() + RED_PACKET_HOURS * 3_600_000).toISOString(),
  });
  const row = await selectPacket(trx, { id });
  return {
    packet: await packetView(trx, row!, senderId),
    balance: formatUsdt(posted.balanceAfter.get(input.wallet) ?? microUsdt(0)),
  };
}

/**
 * Sends a packet of `total` in `count` shares. Refused (nothing moved) when a share would be under
 * 0.01 (redPacketShareTooSmall), the wallet lacks the total (redPacketInsufficient), or the sender
 * still owes turnover (redPacketTurnoverUnmet), or is on a break (marketingOnBreak).
 */
export async function sendRedPacket(context: AppContext, senderId: number, input: SendInput): Promise<SendResult> {
  await assertMarketingAllowed(context, senderId);
  const wallet = await walletAccountId(context.db, senderId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  const replay = await replayOf(context.db, senderId, input.request_id, wallet);
  if (replay) return replay;
  const amount = parseUsdt(input.total);
  if (amount === null || !splittable(amount, input.count)) throw refuse(apiMessages.redPacketShareTooSmall);
  // A twin's unique (sender, request_id) row, or a code or id taken meanwhile, fails this one:
  // inTransaction runs it again and it answers the replay or takes new ones.
  return inTransaction(context.db, (trx) => sendIn(trx, context, senderId, { ...input, amount, wallet }));
}
