/**
 * /lowerList 下级列表 (spec §2; issue 15): the period's summary (broker/superior/performance), a
 * search by member id, and the direct members with their team size and the performance their
 * branch adds in the period (GET …/performance/list, keyset paged). A member opens their
 * performance by category; a search finds one member of the whole team.
 */
import { useState } from 'react';
import {
  type AgentMember,
  type AgentMembersResult,
  type AgentPerformanceResult,
  type AgentPeriod,
  apiPaths,
} from 'shared-contracts';
import { PagedList, PeriodFilter, sessionPage, useKeysetList, useLoggedIn, useQuery } from 'remote-kit';
import { AGENT_PERIOD_TABS, AGENT_STATES, AgentScreen } from '../../shared/kit';
import { MemberPopup } from './components/MemberPopup';
import { MemberRow } from './components/MemberRow';
import { MemberSearch } from './components/MemberSearch';
import { PeriodSummary } from './components/PeriodSummary';

const keyOf = (member: AgentMember) => member.member_id;
const rowsOf = (answer: AgentMembersResult) => answer.items;

function LowerList() {
  const [period, setPeriod] = useState<AgentPeriod>('all');
  const [memberId, setMemberId] = useState<number | null>(null);
  const [openMember, setOpenMember] = useState<number | null>(null);
  // A visitor asks nothing (a 401 would open the login dialog over the prompt); the list asks only when shown.
  const loggedIn = useLoggedIn();
  const summary = useQuery<AgentPerformanceResult>(apiPaths.agent.performance, loggedIn ? { period } : null);
  const list = useKeysetList<AgentMember, AgentMembersResult>({
    path: apiPaths.agent.performanceList,
    method: 'GET',
    filter: { period, member_id: memberId ?? undefined },
    rowsOf,
    keyOf,
  });

  return (
    <AgentScreen testId="lower-list">
      <PeriodFilter sticky {...AGENT_PERIOD_TABS} value={period} onChange={setPeriod} />
      <PeriodSummary query={summary} />
      <MemberSearch onSearch={setMemberId} />
      <PagedList
        {...AGENT_STATES.list}
        list={list}
        testId="member-list"
        renderRow={(member) => (
          <MemberRow key={member.member_id} member={member} onOpen={() => setOpenMember(member.member_id)} />
        )}
      />
      <MemberPopup memberId={openMember} period={period} onClose={() => setOpenMember(null)} />
    </AgentScreen>
  );
}

export default sessionPage(LowerList);
