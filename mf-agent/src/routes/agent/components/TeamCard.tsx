/** 我的团队: team size and today's new members, direct players and agents (new today), today's team and direct performance. */
import { useId } from 'react';
import { messages, type AgentInfoResult } from 'shared-contracts';
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
      <dl className={styles.figures}>
        <div>
          <dt>{text.teamSize}</dt>
          <dd data-testid="agent-team-size">{info.team_size}</dd>
        </div>
        <div>
          <dt>{text.teamNewToday}</dt>
          <dd data-testid="agent-team-new">{info.team_new_today}</dd>
        </div>
        <div>
          <dt>{text.directPlayers}</dt>
          <dd data-testid="agent-direct-players">
            {info.direct_players}
            {newToday(info.direct_players_new_today)}
          </dd>
        </div>
        <div>
          <dt>{text.directAgents}</dt>
          <dd data-testid="agent-direct-agents">
            {info.direct_agents}
            {newToday(info.direct_agents_new_today)}
          </dd>
        </div>
        <div>
          <dt>{text.todayTeamPerformance}</dt>
          <dd data-testid="agent-today-team">{usdt(info.today_team_performance)}</dd>
        </div>
        <div>
          <dt>{text.todayDirectPerformance}</dt>
          <dd data-testid="agent-today-direct">{usdt(info.today_direct_performance)}</dd>
        </div>
      </dl>
    </section>
  );
}
