/** 提现金额 with 全部, the fee and 实际扣除 shown live, 单笔限额 and 今日剩余次数 (all before submitting). */
import { Input } from 'antd-mobile';
import { useId } from 'react';
import { messages, writeUsdt, type WithdrawInfo } from 'shared-contracts';
import { keepAmountText } from '../../../shared/recharge/recharge-amount';
import { allAmountText, feeDisplay } from '../../../shared/money-out/withdraw-amount';
import styles from '../Withdrawal.module.css';

const text = messages.withdrawal;

interface Props {
  info: WithdrawInfo;
  amount: string;
  onAmount(amount: string): void;
}

export function AmountFields({ info, amount, onAmount }: Props) {
  const ids = useId();
  const { rules } = info;
  const fee = feeDisplay(amount, rules);
  const dailyLeft = Math.max(0, rules.daily_count - info.daily_count_used);
  return (
    <section className={styles.section}>
      <label className={styles.heading} htmlFor={`${ids}-amount`}>
        {text.amount}
      </label>
      <div className={styles.amountRow}>
        <Input
          id={`${ids}-amount`}
          className={styles.input}
          data-testid="withdraw-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={text.amountPlaceholder}
          value={amount}
          onChange={(typed) => onAmount(keepAmountText(typed))}
        />
        <button
          type="button"
          className={styles.all}
          data-testid="withdraw-all"
          onClick={() => onAmount(allAmountText(info))}
        >
          {text.all}
        </button>
      </div>
      <dl className={styles.facts} aria-live="polite">
        <div>
          <dt>{text.fee}</dt>
          <dd data-testid="withdraw-fee">{fee ? `${fee.fee} USDT` : '--'}</dd>
        </div>
        <div>
          <dt>{text.total}</dt>
          <dd data-testid="withdraw-total">{fee ? `${fee.total} USDT` : '--'}</dd>
        </div>
        <div>
          <dt>{text.limits}</dt>
          <dd data-testid="withdraw-limits">
            {writeUsdt(rules.min_amount)} - {writeUsdt(rules.max_amount)} USDT
          </dd>
        </div>
        <div>
          <dt>{text.dailyLeft}</dt>
          <dd data-testid="withdraw-daily-left">{dailyLeft}</dd>
        </div>
      </dl>
    </section>
  );
}
