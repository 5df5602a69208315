/**
 * The USDT-TRC20 order (spec §2 popup 3): QR of the address, the address and the exact payment
 * amount with their copy buttons, validity and countdown, the warning; then success or expiry.
 */
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { messages, type HostApi, type RechargeOrder } from 'shared-contracts';
import { useOrderWatch } from '../hooks/use-order-watch';
import type { OrderPhase } from '../order-outcome';
import { shortAmount } from '../pay-channels';
import { CopyButton } from './CopyButton';
import { OrderCountdown } from './OrderCountdown';
import { OrderQr } from './OrderQr';
import styles from './OrderView.module.css';

const text = messages.recharge;

export interface OrderViewProps {
  host: HostApi;
  order: RechargeOrder;
  /** The popup is open: the clock and the polling run only then. */
  visible: boolean;
  /** Every newer answer about the order (the page hides its resume bar once it is not open). */
  onChange(order: RechargeOrder): void;
  onAgain(): void;
  onClose(): void;
}

const STATUS_TEXT: Record<OrderPhase, string> = {
  waiting: text.waiting,
  checking: text.waiting,
  paid: text.success,
  expired: text.expired,
  replaced: '',
};

export function OrderView({ host, order: initial, visible, onChange, onAgain, onClose }: OrderViewProps) {
  const { order, phase, remaining } = useOrderWatch(host, initial, visible);

  useEffect(() => onChange(order), [order, onChange]);
  // A newer amount took this order's place (another tab or device): nothing here to pay any more.
  useEffect(() => {
    if (phase === 'replaced') onClose();
  }, [phase, onClose]);

  const actualAmount = shortAmount(order.actual_amount);
  return (
    <div className={styles.order} data-phase={phase}>
      {/* The live region stays in place across states, so each new state is announced. */}
      <p className={`${styles.status} ${styles[phase] ?? ''}`} role="status" data-testid="recharge-status">
        {STATUS_TEXT[phase]}
      </p>
      {phase === 'paid' && (
        <>
          <p className={styles.credited}>
            {text.credited} <strong>{shortAmount(order.credited_amount ?? order.actual_amount)} USDT</strong>
          </p>
          <Button block color="primary" size="large" onClick={onClose} data-testid="recharge-done">
            {text.done}
          </Button>
        </>
      )}
      {phase === 'expired' && (
        <Button block color="primary" size="large" onClick={onAgain} data-testid="recharge-again">
          {text.again}
        </Button>
      )}
      {(phase === 'waiting' || phase === 'checking') && (
        <>
          <p className={styles.network}>
            <span className={styles.badge}>{text.network}</span> {text.networkHint}
          </p>
          <OrderQr text={order.qrcode} address={order.address} />
          <div className={styles.field}>
            <span className={styles.fieldLabel}>{text.address}</span>
            <div className={styles.copyRow}>
              <span className={styles.address} data-testid="recharge-address">
                {order.address}
              </span>
              <CopyButton host={host} value={order.address} label={text.copyAddress} testId="recharge-copy-address" />
            </div>
          </div>
          <dl className={styles.facts}>
            <dt>{text.amount}</dt>
            <dd>{shortAmount(order.amount)} USDT</dd>
            <dt>{text.actualAmount}</dt>
            <dd className={styles.copyRow}>
              <strong className={styles.actual} data-testid="recharge-actual-amount">
                {actualAmount}
              </strong>
              <CopyButton host={host} value={actualAmount} label={text.copyAmount} testId="recharge-copy-amount" />
            </dd>
            <dt>{text.validity}</dt>
            <dd>
              {order.change_over_time} {text.minutes}
            </dd>
            <dt>{text.remaining}</dt>
            <dd>
              <OrderCountdown remaining={remaining} />
            </dd>
          </dl>
          <p className={styles.warning}>{order.exact_amount_required ? text.warning : text.anyAmountHint}</p>
        </>
      )}
    </div>
  );
}
