/** A long value (address, chain transaction id) shortened on one line, with 复制 copying it whole. */
import { Button } from 'antd-mobile';
import { messages } from 'shared-contracts';
import { copyText, getHost } from 'remote-kit';
import { shortenMiddle } from '../record-format';
import { recordStyles as styles } from './record-styles';

interface Props {
  label: string;
  value: string;
  /** The button's accessible name: which value it copies (rows carry two). */
  copyLabel: string;
  testId: string;
}

export function CopyLine({ label, value, copyLabel, testId }: Props) {
  return (
    <div className={styles.copyLine}>
      <span className={styles.copyLabel}>{label}</span>
      <span className={styles.copyValue} title={value} data-testid={testId}>
        {shortenMiddle(value)}
      </span>
      <Button
        size="mini"
        color="primary"
        fill="outline"
        aria-label={copyLabel}
        data-testid={`${testId}-copy`}
        onClick={() => void copyText(value).then((copied) => copied && getHost().toast(messages.records.copied))}
      >
        {messages.records.copy}
      </Button>
    </div>
  );
}
