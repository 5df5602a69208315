/**
 * /betDetail 投注详情 (spec §2): the rounds of one category and provider of /betRecords (from the
 * query; without one, every round) for the period, newest first, keyset paged; a round opens its
 * detail with the provider's wallet calls and the ledger entries they made.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiPaths, type BetDetailResult, type BetRound } from 'shared-contracts';
import { PagedList, PeriodFilter, sessionPage, useKeysetList } from 'remote-kit';
import {
  parseBetDetailQuery,
  PeriodRange,
  RECORD_PERIOD_TABS,
  RECORD_STATES,
  RecordScreen,
  usePeriodParam,
} from '../../shared/records';
import { RoundPopup } from './components/RoundPopup';
import { RoundRow } from './components/RoundRow';

const keyOf = (round: BetRound) => round.id;
const rowsOf = (answer: BetDetailResult) => answer.list;

function BetDetail() {
  const [params] = useSearchParams();
  const query = parseBetDetailQuery(params.toString());
  const [period, setPeriod] = usePeriodParam();
  const [openRound, setOpenRound] = useState<number | null>(null);
  const list = useKeysetList<BetRound, BetDetailResult>({
    path: apiPaths.records.betDetail,
    method: 'POST',
    filter: { period, game_type_id: query.game_type_id, provider: query.provider },
    rowsOf,
    keyOf,
  });

  return (
    <RecordScreen testId="bet-detail">
      <PeriodFilter sticky {...RECORD_PERIOD_TABS} value={period} onChange={setPeriod} />
      <PeriodRange answer={list.answer} />
      <PagedList
        {...RECORD_STATES.list}
        list={list}
        testId="round-list"
        renderRow={(round) => <RoundRow key={round.id} round={round} onOpen={() => setOpenRound(round.id)} />}
      />
      <RoundPopup id={openRound} onClose={() => setOpenRound(null)} />
    </RecordScreen>
  );
}

export default sessionPage(BetDetail);
