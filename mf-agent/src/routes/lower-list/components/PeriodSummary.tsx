/** 团队概况 of the period: team size, members new in it, team and direct performance, commission, and the days it covers. */
import { useId } from 'react';
import { messages, type AgentPerformanceResult } from 'shared-contracts';
import { usdt } from '../../../shared/agent-format';
import { agentStyles as styles, Answered } from '../../../shared/kit';

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
      <Answered answer={query.answer} onRetry={query.reload}>
        {(answer) => (
          <dl className={styles.figures}>
            <div>
              <dt>{text.teamSize}</dt>
              <dd data-testid="lower-team-size">{answer.team_size}</dd>
            </div>
            <div>
              <dt>{text.newMembers}</dt>
              <dd data-testid="lower-new-members">{answer.new_members}</dd>
            </div>
            <div>
              <dt>{text.teamPerformance}</dt>
              <dd data-testid="lower-team-performance">{usdt(answer.team_performance)}</dd>
            </div>
            <div>
              <dt>{text.directPerformance}</dt>
              <dd data-testid="lower-direct-performance">{usdt(answer.direct_performance)}</dd>
            </div>
            <div>
              <dt>{answer.period === 'yesterday' ? text.commission : text.commissionWithEstimate}</dt>
              <dd data-testid="lower-commission">{usdt(answer.commission)}</dd>
            </div>
          </dl>
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
