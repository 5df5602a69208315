/** An amount from the wire with 4 decimals; `signed` writes + or − and colours it (green gains, red losses). */
import { shownUsdtText } from 'shared-contracts';
import { signedUsdt, signOfAmount } from '../record-format';
import { recordStyles as styles } from './record-styles';

export function Amount({ value, signed = false, testId }: { value: string; signed?: boolean; testId?: string }) {
  if (!signed)
    return (
      <span className={styles.amount} data-testid={testId}>
        {shownUsdtText(value)}
      </span>
    );
  const sign = signOfAmount(value);
  const colour = sign === 'positive' ? styles.positive : sign === 'negative' ? styles.negative : '';
  return (
    <span className={`${styles.amount} ${colour}`} data-sign={sign} data-testid={testId}>
      {signedUsdt(value)}
    </span>
  );
}
