/**
 * /rechargeRecords 充提记录 (spec §2, §3 record status): deposits and withdrawals of the period,
 * newest first, all or one type, keyset paged through `inout-records`.
 */
import { useState } from 'react';
import { apiPaths, type InoutRecord, messages, type RecordPeriod } from 'shared-contracts';
import { FilterTabs, PagedList, PeriodFilter, sessionPage, useKeysetList } from 'remote-kit';
import { RECORD_PERIOD_TABS, RECORD_STATES, RecordScreen, recordStyles as styles } from '../../shared/records';
import { InoutRow } from './components/InoutRow';

type InoutAnswer = { list: InoutRecord[]; next_cursor: string | null };
const keyOf = (row: InoutRecord) => `${row.type}:${row.order_id}`;
const rowsOf = (answer: InoutAnswer) => answer.list;
const text = messages.inout;
const TYPE_OPTIONS = [
  { key: 'all', title: messages.records.all },
  { key: '1', title: text.types[1] },
  { key: '2', title: text.types[2] },
];
/** The call's largest page. */
const PAGE_SIZE = 50;

function RechargeRecords() {
  const [period, setPeriod] = useState<RecordPeriod>('today');
  const [type, setType] = useState('all');
  const list = useKeysetList<InoutRecord, InoutAnswer>({
    path: apiPaths.records.inoutRecords,
    method: 'POST',
    filter: { period, type: type === 'all' ? undefined : Number(type) },
    rowsOf,
    keyOf,
    size: PAGE_SIZE,
  });
  return (
    <RecordScreen testId="inout-records">
      <div className={styles.filters}>
        <PeriodFilter {...RECORD_PERIOD_TABS} value={period} onChange={setPeriod} />
        <FilterTabs
          label={text.typeFilter}
          options={TYPE_OPTIONS}
          value={type}
          onChange={setType}
          testId="inout-type"
        />
      </div>
      <PagedList
        {...RECORD_STATES.list}
        list={list}
        testId="inout-list"
        renderRow={(row) => <InoutRow key={keyOf(row)} row={row} />}
      />
    </RecordScreen>
  );
}

export default sessionPage(RechargeRecords);
