/** 我的团队: team size and today's new members, direct players and agents (new today), today's team and direct performance. */
import { useId } from 'react';
import { messages, type AgentInfoResult } from 'shared-contracts';
import { Figures } from 'remote-kit';
import { fillText, usdt } from '../../../shared/agent-format';
import { agentStyles as styles } from '../../../shared/kit';

const text = messages.agent;

export function TeamCard({ info }: { info: AgentInfoResult }) {
  const headingId = useId();
  const newToday = (count: number) => <span className={styles.sub}>{fillText(text.newToday, { count })}</span>;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="agent-team">
      <h2 id={headingId} className={`${styles.heading} ${styles.cardHead}`}>
        {text.team}
      </h2>
      <Figures
        figures={[
          { term: text.teamSize, value: info.team_size, testId: 'agent-team-size' },
          { term: text.teamNewToday, value: info.team_new_today, testId: 'agent-team-new' },
          {
            term: text.directPlayers,
            value: (
              <>
                {info.direct_players}
                {newToday(info.direct_players_new_today)}
              </>
            ),
            testId: 'agent-direct-players',
          },
          {
            term: text.directAgents,
            value: (
              <>
                {info.direct_agents}
                {newToday(info.direct_agents_new_today)}
              </>
            ),
            testId: 'agent-direct-agents',
          },
          { term: text.todayTeamPerformance, value: usdt(info.today_team_performance), testId: 'agent-today-team' },
          {
            term: text.todayDirectPerformance,
            value: usdt(info.today_direct_performance),
            testId: 'agent-today-direct',
          },
        ]}
      />
    </section>
  );
}
