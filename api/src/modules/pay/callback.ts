/**
 * A gateway's payment callback: from an allowed address, signed with the channel's secret, for
 * an order of that channel at its exact amount; a paid order credits the player once, in the DB
 * transaction that marks it paid (with the turnover requirement it brings), from the channel's
 * clearing account `channel:<code>`. Beyond a deposit limit it is still credited, and opened for review.
 */
import { apiMessages, type PayCallbackRequest } from 'shared-contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { allowListOf, isAllowedSource, parseCidrList } from '../../source-addresses';
import { accountId, walletAccountId, postTransfer, movement } from '../ledger';
import { noteCreditedDeposit } from '../protection';
import { addTurnoverRequirementIn, channelTurnoverSource } from '../turnover';
import { payAdapterFor } from './adapters';
import { normalizeDecimal } from './decimal';
import {
  claimUndecidedOrder,
  selectOrderByGatewayNo,
  selectOrderByNo,
  setOrderTransfer,
  type ChannelOrderRow,
} from './orders-store';
import { selectChannelByCode } from './store';

/** A channel's clearing account: what its gateway owes us, reconciled per channel as provider:<code> is per provider. */
export const channelAccountCode = (code: string) => `channel:${code}`;

export interface CallbackArrival {
  code: string;
  sourceAddress: string | undefined;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The same answer to the first callback and to every replay of it. */
const answer = (order: ChannelOrderRow | { order_no: string }, status: 'paid' | 'failed') => ({
  order_id: order.order_no,
  status,
});

/** Whether the order is already decided exactly as this callback says (a replay). */
const sameOutcome = (order: ChannelOrderRow, callback: PayCallbackRequest) =>
  order.status === callback.status && order.channel_order_no === callback.channel_order_no;

/** The accounts a paid order moves money between, resolved before the transaction (their ids are cached per handle). */
interface Parties {
  source: number;
  wallet: number;
}

async function settle(
  trx: Kysely<Database>,
  context: AppContext,
  code: string,
  callback: PayCallbackRequest,
  parties: Parties,
) {
  const order = await selectOrderByNo(trx, callback.order_id);
  if (!order) throw refuse(apiMessages.rechargeOrderUnknown);
  if (sameOutcome(order, callback)) return answer(order, callback.status);
  const now = context.now();
  const claimed = await claimUndecidedOrder(trx, order.id, {
    status: callback.status,
    channelOrderNo: callback.channel_order_no,
    at: now.toISOString(),
  });
  if (!claimed) {
    // A twin callback decided it while we waited: the same outcome is a replay, another a conflict.
    const decided = await selectOrderByNo(trx, callback.order_id);
    if (decided && sameOutcome(decided, callback)) return answer(decided, callback.status);
    throw refuse(apiMessages.channelOrderConflict);
  }
  if (callback.status === 'paid') {
    const { source, wallet } = parties;
    const idempotencyKey = `channel:${code}:${callback.channel_order_no}`;
    const posted = await postTransfer(trx, now, {
      idempotencyKey,
      kind: 'channel_deposit',
      reference: `channel_order:${order.order_no}`,
      postings: movement(source, wallet, order.amount),
      platformAccountId: source,
    });
    await setOrderTransfer(trx, order.id, posted.transferId);
    await addTurnoverRequirementIn(trx, now, {
      playerId: order.player_id,
      amount: order.amount,
      source: channelTurnoverSource(order.order_no),
    });
    // Weighed when ordered, but the limits may have been lowered or other deposits credited since.
    await noteCreditedDeposit(trx, context, {
      playerId: order.player_id,
      amount: order.amount,
      reference: idempotencyKey,
      source: 'channel',
      now,
    });
  }
  return answer(order, callback.status);
}

/** Checks that need no transaction: the order is this channel's, the amount is the order's, the gateway number is unused. */
async function refuseMismatch(context: AppContext, channelId: number, callback: PayCallbackRequest) {
  const order = await selectOrderByNo(context.db, callback.order_id);
  if (!order || order.channel_id !== channelId) throw refuse(apiMessages.rechargeOrderUnknown);
  if (callback.status === 'paid' && normalizeDecimal(callback.amount) !== normalizeDecimal(order.currency_amount))
    throw refuse(apiMessages.channelAmountMismatch);
  const owner = await selectOrderByGatewayNo(context.db, channelId, callback.channel_order_no);
  if (owner && owner.id !== order.id) throw refuse(apiMessages.channelOrderConflict);
  return order;
}

async function partiesOf(context: AppContext, code: string, playerId: number): Promise<Parties> {
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  return { wallet, source: await accountId(context.db, channelAccountCode(code), 'platform', null, context.now()) };
}

/**
 * POST /api/pay/callback/:code. Callbacks of a disabled channel are still taken: its orders were
 * paid at the gateway. A paid callback after the order's window still credits it: the gateway names
 * our order, so the payment cannot belong to anyone else.
 */
export async function receiveCallback(context: AppContext, arrival: CallbackArrival) {
  const channel = await selectChannelByCode(context.db, arrival.code);
  const adapter = channel ? payAdapterFor(channel.kind) : undefined;
  if (!channel || !adapter) throw refuse(apiMessages.channelNotOpen, 404);
  const allowList = allowListOf(parseCidrList(channel.allow_cidrs).cidrs);
  if (!isAllowedSource(allowList, arrival.sourceAddress)) throw refuse(apiMessages.channelSourceRefused, 403);
  const verified = adapter.verifyCallback(channel, arrival.rawBody, arrival.headers, context.now().getTime());
  if (!verified.ok) throw refuse(verified.message, verified.code);
  const { callback } = verified;
  const order = await refuseMismatch(context, channel.id, callback);
  const parties = await partiesOf(context, channel.code, order.player_id);
  try {
    return await inTransaction(context.db, (trx) => settle(trx, context, channel.code, callback, parties));
  } catch (error) {
    // Two orders given one gateway order number at once: the unique index keeps it on one, and
    // the other is the same conflict the check before the transaction answers.
    if (isUniqueViolation(error)) throw refuse(apiMessages.channelOrderConflict);
    throw error;
  }
}
