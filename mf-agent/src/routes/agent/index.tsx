/**
 * /Agent 代理 (spec §2; issue 15): the invite code and the shell's invite dialog, the upline, the
 * team's numbers today, the commission (today's estimate, yesterday, total, unclaimed with 领取),
 * links to 下级列表 and 我的收入, the rate template and the 规则. The tab is kept alive: its calls
 * run again each time it is shown (React's Activity re-runs the effects) and after a claim.
 */
import { useCallback } from 'react';
import { type AgentInfoResult, type AgentTemplateResult, apiPaths } from 'shared-contracts';
import { Answered, sessionPage, useLoggedIn, useQuery } from 'remote-kit';
import { AGENT_STATES, AgentScreen } from '../../shared/kit';
import page from './AgentPage.module.css';
import { AgentLinks } from './components/AgentLinks';
import { CommissionCard } from './components/CommissionCard';
import { InviteCard } from './components/InviteCard';
import { RulesCard } from './components/RulesCard';
import { TeamCard } from './components/TeamCard';
import { TemplateCard } from './components/TemplateCard';

const NO_FILTER = {};

function Agent() {
  // A visitor asks nothing (a 401 would open the login dialog over the prompt).
  const filter = useLoggedIn() ? NO_FILTER : null;
  const info = useQuery<AgentInfoResult>(apiPaths.agent.info, filter);
  const template = useQuery<AgentTemplateResult>(apiPaths.agent.template, filter);
  const { reload } = info;
  const onClaimed = useCallback(() => reload(), [reload]);

  return (
    <AgentScreen testId="agent-page" bodyClassName={page.body}>
      <Answered answer={info.answer} onRetry={info.reload} retryTestId={AGENT_STATES.reloadTestId}>
        {(answer) => (
          <>
            <InviteCard info={answer} />
            <TeamCard info={answer} />
            <CommissionCard info={answer} onClaimed={onClaimed} />
          </>
        )}
      </Answered>
      <AgentLinks />
      <Answered answer={template.answer} onRetry={template.reload} retryTestId={AGENT_STATES.reloadTestId}>
        {(answer) => <TemplateCard template={answer} />}
      </Answered>
      <RulesCard claimMin={info.answer?.claim_min ?? null} />
    </AgentScreen>
  );
}

export default sessionPage(Agent);
