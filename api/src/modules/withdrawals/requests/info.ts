/** POST /api/plat/withdraw-info: everything /withdrawal shows before the player submits. */
import { apiMessages, formatUsdt, microUsdt, type WithdrawInfo } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { playerBalance } from '../../ledger';
import { shanghaiDayStart, withdrawableAmount } from './apply-limits';
import { lockedUntil, passwordState } from '../password/password';
import { shownWithdrawal } from './records';
import { rulesText, withdrawalRules } from '../settings/settings';
import { selectDailyUse, selectPendingWithdrawals } from './store';
import { openTurnover } from '../../turnover';

export async function withdrawInfo(context: AppContext, playerId: number): Promise<WithdrawInfo> {
  const db = context.db;
  const [balance, rules, password, used, pending, turnover] = await Promise.all([
    playerBalance(db, playerId),
    withdrawalRules(db),
    passwordState(context, playerId),
    selectDailyUse(db, playerId, shanghaiDayStart(context.now())),
    selectPendingWithdrawals(db, playerId),
    // Read only: requirements met are closed by the next request, in its transaction.
    openTurnover(db, playerId),
  ]);
  if (balance === null) throw refuse(apiMessages.walletPlayerNotFound);
  return {
    balance: formatUsdt(balance),
    withdrawable: formatUsdt(withdrawableAmount(rules, balance, used, pending.length, turnover.remaining)),
    rules: rulesText(rules),
    turnover_remaining: formatUsdt(turnover.remaining),
    daily_count_used: used.count,
    daily_amount_used: formatUsdt(microUsdt(used.total)),
    pending: pending.map(shownWithdrawal),
    set_password: password.withdraw_password_hash !== null,
    locked_until: lockedUntil(context, password),
  };
}
