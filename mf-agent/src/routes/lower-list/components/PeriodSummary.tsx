/** 团队概况 of the period: team size, members new in it, team and direct performance, commission, and the days it covers. */
import { useId } from 'react';
import { type AgentPerformanceResult, messages } from 'shared-contracts';
import { usdt } from '../../../shared/agent-format';
import { Answered, Figures } from 'remote-kit';
import { AGENT_STATES, agentStyles as styles } from '../../../shared/kit';

const text = messages.lowerList;

interface Props {
  query: { answer: AgentPerformanceResult | null | undefined; reload(): void };
}

export function PeriodSummary({ query }: Props) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="lower-summary">
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.heading}>
          {text.summary}
        </h2>
        {query.answer && (
          <span className={styles.note} data-testid="period-range">
            {rangeOf(query.answer)}
          </span>
        )}
      </div>
      <Answered answer={query.answer} onRetry={query.reload} retryTestId={AGENT_STATES.reloadTestId}>
        {(answer) => (
          <Figures
            figures={[
              { term: text.teamSize, value: answer.team_size, testId: 'lower-team-size' },
              { term: text.newMembers, value: answer.new_members, testId: 'lower-new-members' },
              { term: text.teamPerformance, value: usdt(answer.team_performance), testId: 'lower-team-performance' },
              {
                term: text.directPerformance,
                value: usdt(answer.direct_performance),
                testId: 'lower-direct-performance',
              },
              {
                term: answer.period === 'yesterday' ? text.commission : text.commissionWithEstimate,
                value: usdt(answer.commission),
                testId: 'lower-commission',
              },
            ]}
          />
        )}
      </Answered>
    </section>
  );
}

/** The period's days as the server counted them; 全部 has no start. */
function rangeOf({ start_date: start, end_date: end }: AgentPerformanceResult): string {
  if (start === null) return `${text.range} ~ ${end}`;
  return `${text.range} ${start === end ? start : `${start} ~ ${end}`}`;
}
