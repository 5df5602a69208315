/** The frame of every record screen (the kit's, for a visitor a login prompt instead of the records), and the period's bounds. */
import type { ReactNode } from 'react';
import { messages } from 'shared-contracts';
import { LoggedInScreen } from 'remote-kit';
import { RECORD_STATES } from '../record-states';
import { recordStyles as styles } from './record-styles';

export function RecordScreen({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <LoggedInScreen testId={testId} className={styles.page} bodyClassName={styles.body} login={RECORD_STATES.login}>
      {children}
    </LoggedInScreen>
  );
}

/** The period's bounds the server used (Asia/Shanghai dates), under the filter. */
export function PeriodRange({ answer }: { answer: { start_date: string; end_date: string } | null | undefined }) {
  if (!answer) return null;
  const { start_date: start, end_date: end } = answer;
  return (
    <p className={styles.range} data-testid="period-range">
      {messages.records.range} {start === end ? start : `${start} ~ ${end}`}
    </p>
  );
}
