/**
 * /accountRecords 输赢报表 (spec §2): the player's win/loss for each Asia/Shanghai day of the
 * period and its total — stake, payout, bonuses, rebates and net (payout − stake + bonus + rebate).
 */
import { useState } from 'react';
import { apiPaths, messages, type RecordPeriod, type WinLossReportResult } from 'shared-contracts';
import { LoadFailed, Loading, PeriodFilter, sessionPage, useLoggedIn, useQuery } from 'remote-kit';
import {
  Amount,
  PeriodRange,
  RECORD_PERIOD_TABS,
  RECORD_STATES,
  RecordScreen,
  recordStyles as styles,
} from '../../shared/records';

const text = messages.report;
type Figures = WinLossReportResult['total'];

function AccountRecords() {
  const [period, setPeriod] = useState<RecordPeriod>('today');
  const loggedIn = useLoggedIn();
  const { answer, reload } = useQuery<WinLossReportResult>(
    apiPaths.records.winLossReport,
    loggedIn ? { period } : null,
    { whileReloading: 'loading' },
  );
  return (
    <RecordScreen testId="win-loss-report">
      <PeriodFilter sticky {...RECORD_PERIOD_TABS} value={period} onChange={setPeriod} />
      <PeriodRange answer={answer} />
      {answer === undefined && <Loading />}
      {answer === null && <LoadFailed onRetry={reload} testId={RECORD_STATES.reloadTestId} />}
      {answer && (
        <>
          <div className={`${styles.row} ${styles.total}`} data-testid="report-total">
            <span className={styles.title}>{messages.records.total}</span>
            <span className={styles.end}>
              {text.net} <Amount value={answer.total.net} signed testId="report-net" />
            </span>
            <ReportFigures figures={answer.total} />
          </div>
          <h2 className={`${styles.heading} ${styles.section}`}>{text.days}</h2>
          <ul className={styles.list} data-testid="report-days">
            {answer.days.map((day) => (
              <li key={day.date} className={styles.row} data-testid="report-day" data-date={day.date}>
                <span className={styles.title}>{day.date}</span>
                <span className={styles.end}>
                  {text.net} <Amount value={day.net} signed testId="report-net" />
                </span>
                <ReportFigures figures={day} />
              </li>
            ))}
          </ul>
        </>
      )}
    </RecordScreen>
  );
}

function ReportFigures({ figures }: { figures: Figures }) {
  const cells = [
    ['stake', text.stake, figures.stake],
    ['payout', text.payout, figures.payout],
    ['bonus', text.bonus, figures.bonus],
    ['rebate', text.rebate, figures.rebate],
  ] as const;
  return (
    <dl className={styles.figures}>
      {cells.map(([key, term, value]) => (
        <div key={key}>
          <dt>{term}</dt>
          <dd>
            <Amount value={value} testId={`report-${key}`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default sessionPage(AccountRecords);
