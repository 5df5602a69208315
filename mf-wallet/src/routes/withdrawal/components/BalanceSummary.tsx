/** 账户余额 and 可提现金额 (4 decimals, as the site shows a balance) and the turnover requirement's state. */
import { apiMessages, messages, parseUsdt, writeUsdt, type WithdrawInfo, withdrawRefusals } from 'shared-contracts';
import { Figures } from 'remote-kit';
import { shownUsdt } from '../../../shared/money-out/withdraw-amount';
import styles from '../Withdrawal.module.css';

const text = messages.withdrawal;

/** Why nothing is withdrawable although no stakes are owed: a request in progress, or today's count used. */
function blockedReason(info: WithdrawInfo): string | null {
  if (info.pending.length >= info.rules.max_pending) return apiMessages.withdrawPendingExists;
  if (info.daily_count_used >= info.rules.daily_count) return withdrawRefusals.dailyCount(info.rules.daily_count);
  return null;
}

export function BalanceSummary({ info }: { info: WithdrawInfo }) {
  const turnoverOpen = (parseUsdt(info.turnover_remaining) ?? 0) > 0;
  const blocked = turnoverOpen ? null : blockedReason(info);
  return (
    <div className={styles.card} data-testid="withdraw-summary">
      <Figures
        className={styles.amounts}
        figures={[
          { term: text.balance, value: shownUsdt(info.balance), testId: 'withdraw-balance' },
          { term: text.withdrawable, value: shownUsdt(info.withdrawable), testId: 'withdraw-withdrawable' },
        ]}
      />
      {turnoverOpen ? (
        <p className={styles.turnoverOpen} data-testid="withdraw-turnover">
          {text.turnoverHint} <strong>{writeUsdt(info.turnover_remaining)}</strong> USDT
        </p>
      ) : (
        <p className={styles.turnoverDone} data-testid="withdraw-turnover">
          {text.turnoverDone}
        </p>
      )}
      {blocked && (
        <p className={styles.turnoverOpen} data-testid="withdraw-blocked">
          {blocked}
        </p>
      )}
    </div>
  );
}
