/**
 * /backRecords 反水记录 (spec §2): the player's rebate credits of the period (the ledger's rebate
 * kinds, reversals included) and the period's total; empty until rebates are credited.
 */
import { useState } from 'react';
import { apiPaths, type BonusesResult, messages, type RecordPeriod } from 'shared-contracts';
import { PagedList, PeriodFilter, sessionPage, useKeysetList } from 'remote-kit';
import {
  Amount,
  PeriodRange,
  RECORD_PERIOD_TABS,
  RECORD_STATES,
  RecordScreen,
  recordStyles as styles,
} from '../../shared/records';

type Rebate = BonusesResult['list'][number];
const keyOf = (row: Rebate) => row.id;
const rowsOf = (answer: BonusesResult) => answer.list;

function BackRecords() {
  const [period, setPeriod] = useState<RecordPeriod>('today');
  const list = useKeysetList<Rebate, BonusesResult>({
    path: apiPaths.records.bonuses,
    method: 'POST',
    filter: { period, type: 'rebate' },
    rowsOf,
    keyOf,
  });
  return (
    <RecordScreen testId="rebate-records">
      <PeriodFilter sticky {...RECORD_PERIOD_TABS} value={period} onChange={setPeriod} />
      <PeriodRange answer={list.answer} />
      {list.answer && (
        <div className={`${styles.row} ${styles.total}`} data-testid="rebate-total">
          <span className={styles.title}>{messages.rebates.total}</span>
          <span className={styles.end}>
            <Amount value={list.answer.total} signed />
          </span>
        </div>
      )}
      <PagedList
        {...RECORD_STATES.list}
        list={list}
        testId="rebate-list"
        renderRow={(row) => <RebateRow key={row.id} row={row} />}
      />
    </RecordScreen>
  );
}

function RebateRow({ row }: { row: Rebate }) {
  return (
    <li className={styles.row} data-testid="rebate-row">
      <span className={styles.title}>{row.kind_name}</span>
      <span className={styles.end}>
        <Amount value={row.amount} signed />
      </span>
      <span className={styles.meta}>{row.reference}</span>
      <span className={`${styles.meta} ${styles.end}`}>{row.created_at}</span>
    </li>
  );
}

export default sessionPage(BackRecords);
