/** The recharge form of /recharge and of the popup: channel, amount with quick amounts, 立即充值. */
import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { messages, QUICK_RECHARGE_AMOUNTS, type HostApi, type RechargeOrder } from 'shared-contracts';
import { useReadable } from 'remote-kit';
import { usePayChannels } from '../hooks/use-pay-channels';
import { useRechargeSubmit } from '../hooks/use-recharge-submit';
import { keepAmountText } from '../recharge-amount';
import { ChannelList } from './ChannelList';
import styles from './RechargeForm.module.css';

const text = messages.recharge;

export interface RechargeFormProps {
  host: HostApi;
  /** A USDT-TRC20 order was made: show it. */
  onOrder(order: RechargeOrder): void;
  /** Its section headings sit under the page's h1 (2) or the popup's h2 (3). */
  headingLevel?: 2 | 3;
}

export function RechargeForm({ host, onOrder, headingLevel = 3 }: RechargeFormProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const loggedIn = useReadable(host.session.token) !== null;
  const { channels, chosen, choose } = usePayChannels(host, loggedIn);
  const { submitting, submit } = useRechargeSubmit(host, onOrder);
  const [amount, setAmount] = useState('');
  const ids = useId();

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(amount, chosen);
      }}
    >
      {loggedIn && (
        <section className={styles.section}>
          <Heading className={styles.label}>{text.channel}</Heading>
          <ChannelList channels={channels} chosen={chosen} onChoose={choose} />
        </section>
      )}
      <section className={styles.section}>
        <label className={styles.label} htmlFor={`${ids}-amount`}>
          {text.amountLabel}
        </label>
        <Input
          id={`${ids}-amount`}
          className={styles.amount}
          data-testid="recharge-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={text.amountPlaceholder}
          value={amount}
          onChange={(typed) => setAmount(keepAmountText(typed))}
          clearable
        />
        <div className={styles.quick}>
          {QUICK_RECHARGE_AMOUNTS.map((quick) => (
            <button
              key={quick}
              type="button"
              className={amount === String(quick) ? `${styles.quickAmount} ${styles.chosen}` : styles.quickAmount}
              aria-pressed={amount === String(quick)}
              data-testid={`recharge-quick-${quick}`}
              onClick={() => setAmount(String(quick))}
            >
              {quick}
            </button>
          ))}
        </div>
      </section>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={submitting}
        loadingText={text.creating}
        data-testid="recharge-submit"
      >
        {text.submit}
      </Button>
    </form>
  );
}
