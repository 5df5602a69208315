/**
 * 剩余时间 mm:ss. The ticking digits are a timer (not announced each second); a polite live
 * region says the minutes left once a minute, so a screen reader hears the time without a flood.
 */
import { messages } from 'shared-contracts';
import { listStyles } from 'remote-kit';
import { formatCountdown } from '../countdown';
import styles from './OrderView.module.css';

export function OrderCountdown({ remaining }: { remaining: number }) {
  const minutesLeft = Math.ceil(remaining / 60_000);
  return (
    <>
      <span className={styles.countdown} role="timer" data-testid="recharge-countdown">
        {formatCountdown(remaining)}
      </span>
      <span className={listStyles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {`${messages.recharge.remaining} ${minutesLeft} ${messages.recharge.minutes}`}
      </span>
    </>
  );
}
