/**
 * /transactionRecords 交易记录 (spec §2): every ledger entry of the player, newest first, by period
 * and kind. The kinds come from the answer (`kinds`), so a new kind of money movement shows up
 * here and in the filter without a release of this remote.
 */
import { useState } from 'react';
import { apiPaths, type BillChange, type BillChangeResult, type LedgerKind, type RecordPeriod } from 'shared-contracts';
import { PagedList, PeriodFilter, sessionPage, useKeysetList } from 'remote-kit';
import { PeriodRange, RECORD_PERIOD_TABS, RECORD_STATES, RecordScreen, recordStyles } from '../../shared/records';
import { BillRow } from './components/BillRow';
import { ALL_KINDS, KindFilter } from './components/KindFilter';

const keyOf = (row: BillChange) => row.id;
const rowsOf = (answer: BillChangeResult) => answer.list;

function TransactionRecords() {
  const [period, setPeriod] = useState<RecordPeriod>('today');
  const [kind, setKind] = useState(ALL_KINDS);
  const list = useKeysetList<BillChange, BillChangeResult>({
    path: apiPaths.records.billChange,
    method: 'POST',
    filter: { period, kind: kind === ALL_KINDS ? undefined : kind },
    rowsOf,
    keyOf,
  });
  // The last kinds the server named: the filter keeps its tabs while a new period loads.
  const [kinds, setKinds] = useState<readonly LedgerKind[]>([]);
  const answered = list.answer?.kinds;
  if (answered && kindsDiffer(answered, kinds)) setKinds(answered);

  return (
    <RecordScreen testId="bill-records">
      <div className={recordStyles.filters}>
        <PeriodFilter {...RECORD_PERIOD_TABS} value={period} onChange={setPeriod} />
        <KindFilter kinds={kinds} value={kind} onChange={setKind} />
      </div>
      <PeriodRange answer={list.answer} />
      <PagedList
        {...RECORD_STATES.list}
        list={list}
        testId="bill-list"
        renderRow={(row) => <BillRow key={row.id} row={row} />}
      />
    </RecordScreen>
  );
}

const kindsDiffer = (a: readonly LedgerKind[], b: readonly LedgerKind[]) =>
  a.length !== b.length || a.some((kind, index) => kind.kind !== b[index]?.kind || kind.name !== b[index]?.name);

export default sessionPage(TransactionRecords);
