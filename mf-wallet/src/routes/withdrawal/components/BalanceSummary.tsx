/** 账户余额 and 可提现金额 (4 decimals, as the site shows a balance) and the turnover requirement's state. */
import { messages, parseUsdt, type WithdrawInfo } from 'shared-contracts';
import { plainUsdt, shownUsdt } from '../../../shared/money-out/withdraw-amount';
import styles from '../Withdrawal.module.css';

const text = messages.withdrawal;

export function BalanceSummary({ info }: { info: WithdrawInfo }) {
  const turnoverOpen = (parseUsdt(info.turnover_remaining) ?? 0) > 0;
  return (
    <div className={styles.card} data-testid="withdraw-summary">
      <dl className={styles.amounts}>
        <div>
          <dt>{text.balance}</dt>
          <dd data-testid="withdraw-balance">{shownUsdt(info.balance)}</dd>
        </div>
        <div>
          <dt>{text.withdrawable}</dt>
          <dd data-testid="withdraw-withdrawable">{shownUsdt(info.withdrawable)}</dd>
        </div>
      </dl>
      {turnoverOpen ? (
        <p className={styles.turnoverOpen} data-testid="withdraw-turnover">
          {text.turnoverHint} <strong>{plainUsdt(info.turnover_remaining)}</strong> USDT
        </p>
      ) : (
        <p className={styles.turnoverDone} data-testid="withdraw-turnover">
          {text.turnoverDone}
        </p>
      )}
    </div>
  );
}
