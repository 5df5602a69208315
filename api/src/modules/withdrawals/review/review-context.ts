/**
 * GET /api/admin/withdrawals/:id/context: what a reviewer weighs beside a request — who the
 * player is, what they deposited and withdrew lately, how they played over 7 and 30 days, the
 * turnover still owed, open deposit-limit reviews and a break in force. Read only: nothing here
 * closes a met turnover requirement (the player's next request does, in its own transaction).
 */
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  WITHDRAWAL_CONTEXT_RECENT,
  type WithdrawalContext,
} from 'shared-contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { shanghaiDate } from '../../../shanghai-time';
import { playerBalance, walletAccountId } from '../../ledger';
import { activeBreak } from '../../protection';
import { withdrawalRiskFlags } from '../../risk';
import { requireWithdrawal } from './review';
import {
  countOpenDepositReviews,
  selectChainDepositTxIds,
  selectContextPlayer,
  selectDepositCredits,
  selectPlaySince,
} from './review-context-store';
import { selectWithdrawalPage } from './review-store';
import { openTurnover } from '../../turnover';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The play windows shown, in Asia/Shanghai days with today included. */
const PLAY_WINDOWS = [7, 30] as const;

const CHAIN_REFERENCE = /^chain-deposit:(\d+)$/;
const CHANNEL_REFERENCE = /^channel_order:(.+)$/;

/** The player's latest credited deposits, with the chain transaction id or the channel order number of each. */
async function recentDeposits(context: AppContext, playerId: number): Promise<WithdrawalContext['deposits']> {
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) return [];
  const credits = await selectDepositCredits(context.db, wallet, WITHDRAWAL_CONTEXT_RECENT);
  const chainIds = credits.flatMap((credit) => {
    const match = CHAIN_REFERENCE.exec(credit.reference ?? '');
    return match ? [Number(match[1])] : [];
  });
  const txIds = new Map((await selectChainDepositTxIds(context.db, chainIds)).map((row) => [row.id, row.tx_id]));
  return credits.map((credit) => {
    const chain = CHAIN_REFERENCE.exec(credit.reference ?? '');
    const channel = CHANNEL_REFERENCE.exec(credit.reference ?? '');
    return {
      source: credit.kind === 'channel_deposit' ? ('channel' as const) : ('chain' as const),
      reference: chain ? (txIds.get(Number(chain[1])) ?? '') : (channel?.[1] ?? credit.reference ?? ''),
      amount: formatUsdt(microUsdt(Number(credit.amount))),
      credited_at: credit.created_at,
    };
  });
}

async function recentPlay(context: AppContext, playerId: number): Promise<WithdrawalContext['play']> {
  const now = context.now().getTime();
  return Promise.all(
    PLAY_WINDOWS.map(async (days) => {
      const fromDay = shanghaiDate(new Date(now - (days - 1) * DAY_MS));
      const play = await selectPlaySince(context.db, playerId, fromDay);
      return { days, stake: formatUsdt(microUsdt(play.stake)), payout: formatUsdt(microUsdt(play.payout)) };
    }),
  );
}

/** The review context of withdrawal `id`, or 提现订单不存在. */
export async function withdrawalContext(context: AppContext, id: number): Promise<WithdrawalContext> {
  const withdrawal = await requireWithdrawal(context.db, id);
  const playerId = withdrawal.player_id;
  const [player, balance, deposits, withdrawals, play, turnover, reviews, onBreak, flags] = await Promise.all([
    selectContextPlayer(context.db, playerId),
    playerBalance(context.db, playerId),
    recentDeposits(context, playerId),
    selectWithdrawalPage(context.db, { playerId }, WITHDRAWAL_CONTEXT_RECENT, 0),
    recentPlay(context, playerId),
    openTurnover(context.db, playerId),
    countOpenDepositReviews(context.db, playerId),
    activeBreak(context.db, playerId, context.now()),
    withdrawalRiskFlags(context.db, [id]),
  ]);
  if (!player) throw refuse(apiMessages.walletPlayerNotFound);
  return {
    withdrawal_id: id,
    player: {
      id: player.id,
      username: player.username,
      registered_at: player.created_at,
      balance: formatUsdt(balance ?? microUsdt(0)),
      login_disabled: player.login_disabled_at !== null,
    },
    deposits,
    withdrawals: withdrawals.list.map((row) => ({
      id: row.id,
      order_id: row.order_no,
      amount: formatUsdt(row.amount),
      fee: formatUsdt(row.fee),
      state: row.state,
      created_at: row.created_at,
      completed_at: row.completed_at,
    })),
    play,
    turnover_remaining: formatUsdt(turnover.remaining),
    open_deposit_reviews: reviews,
    on_break: onBreak,
    flags: flags.get(id) ?? [],
  };
}
