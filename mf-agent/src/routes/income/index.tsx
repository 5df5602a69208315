/**
 * /income 我的收入 (spec §2; issue 15): the totals (累计佣金, 已领取, 未领取) with 领取, and two
 * lists from broker/player/log, keyset paged: 佣金记录 (one settled day each; a day opens its
 * categories) and 领取记录 (each claim). The claim minimum comes from broker/info.
 */
import { useCallback, useState } from 'react';
import {
  type AgentInfoResult,
  type AgentLogResult,
  apiPaths,
  type CommissionClaim,
  type DailyCommission,
  messages,
} from 'shared-contracts';
import { FilterTabs, PagedList, sessionPage, useKeysetList, useLoggedIn, useQuery } from 'remote-kit';
import { AGENT_STATES, AgentScreen, agentStyles as styles } from '../../shared/kit';
import { ClaimRow } from './components/ClaimRow';
import { CommissionPopup } from './components/CommissionPopup';
import { CommissionRow } from './components/CommissionRow';
import { IncomeTotals } from './components/IncomeTotals';

type LogType = 'commission' | 'claim';
type LogRow = DailyCommission | CommissionClaim;

const text = messages.income;
const TABS = [
  { key: 'commission', title: text.tabs.commission },
  { key: 'claim', title: text.tabs.claim },
] as const;
const NO_FILTER = {};
const keyOf = (row: LogRow) => ('day' in row ? row.day : row.id);
const rowsOf = (answer: AgentLogResult): LogRow[] => (answer.type === 'claim' ? answer.claims : answer.commissions);

function Income() {
  const [type, setType] = useState<LogType>('commission');
  const [openDay, setOpenDay] = useState<DailyCommission | null>(null);
  // A visitor asks nothing (a 401 would open the login dialog over the prompt); the list asks only when shown.
  const info = useQuery<AgentInfoResult>(apiPaths.agent.info, useLoggedIn() ? NO_FILTER : null);
  const list = useKeysetList<LogRow, AgentLogResult>({
    path: apiPaths.agent.playerLog,
    method: 'POST',
    filter: { type },
    rowsOf,
    keyOf,
  });
  const { reload: reloadList } = list;
  const { reload: reloadInfo } = info;
  const onClaimed = useCallback(() => {
    reloadList();
    reloadInfo();
  }, [reloadList, reloadInfo]);

  return (
    <AgentScreen testId="income-page">
      <IncomeTotals log={list.lastAnswer} info={info.answer} onClaimed={onClaimed} onRetryInfo={reloadInfo} />
      <div className={styles.filters}>
        <FilterTabs
          label={text.tabsLabel}
          options={TABS}
          value={type}
          onChange={(key) => setType(key === 'claim' ? 'claim' : 'commission')}
          testId="income-tabs"
        />
      </div>
      <PagedList
        {...AGENT_STATES.list}
        list={list}
        testId={type === 'claim' ? 'claim-list' : 'commission-list'}
        renderRow={(row) =>
          'day' in row ? (
            <CommissionRow key={row.day} row={row} onOpen={() => setOpenDay(row)} />
          ) : (
            <ClaimRow key={row.id} claim={row} />
          )
        }
      />
      <CommissionPopup day={openDay} onClose={() => setOpenDay(null)} />
    </AgentScreen>
  );
}

export default sessionPage(Income);
