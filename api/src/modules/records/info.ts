/**
 * 我的 (POST /api/plat/info): the player, the wallet balance, today's settled rounds from the daily
 * bet summary (exact the moment a round settles, one row per provider and category to read) and
 * how many deposits and withdrawals are still pending.
 */
import { formatUsdt, type PlatformInfoResult } from 'shared-contracts';
import type { AppContext } from '../../context';
import { UnauthorizedError } from '../../errors';
import { formatShanghaiTime } from '../../shanghai-time';
import { shanghaiDate } from '../../record-period';
import { betTotals } from './reports';
import { countPendingInout, selectPlayerWithWallet } from './info-store';
import { sumBetsByDay } from './store';

export async function platformInfo(context: AppContext, playerId: number): Promise<PlatformInfoResult> {
  const now = context.now();
  const today = shanghaiDate(now);
  const [player, days, pending] = await Promise.all([
    selectPlayerWithWallet(context.db, playerId),
    sumBetsByDay(context.db, playerId, { startDate: today, endDate: today }),
    countPendingInout(context.db, playerId, now),
  ]);
  // A session whose player is gone is as good as no session.
  if (!player) throw new UnauthorizedError();
  return {
    id: player.id,
    username: player.username,
    balance: formatUsdt(player.balance),
    set_password: player.withdraw_password_hash !== null,
    registered_at: formatShanghaiTime(player.created_at),
    today: betTotals(days[0] ?? { rounds: 0, stake: 0, payout: 0 }),
    pending_inout: pending,
  };
}
