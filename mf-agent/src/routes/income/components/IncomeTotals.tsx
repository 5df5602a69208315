/** 累计佣金 / 已领取 / 未领取 from the log's answer, and 领取 (its minimum from broker/info). */
import { useId } from 'react';
import { messages, type AgentInfoResult, type AgentLogResult } from 'shared-contracts';
import { usdt } from '../../../shared/agent-format';
import { agentStyles as styles, Answered, ClaimButton, Loading } from '../../../shared/kit';
import page from '../Income.module.css';

const text = messages.income;

interface Props {
  log: AgentLogResult | undefined;
  info: AgentInfoResult | null | undefined;
  onClaimed(): void;
  /** Asks broker/info again (its claim minimum decides 领取). */
  onRetryInfo(): void;
}

export function IncomeTotals({ log, info, onClaimed, onRetryInfo }: Props) {
  const headingId = useId();
  return (
    <section className={`${styles.card} ${page.totals}`} aria-labelledby={headingId} data-testid="income-totals">
      <h2 id={headingId} className={page.hidden}>
        {messages.agent.income}
      </h2>
      {log === undefined ? (
        <Loading />
      ) : (
        <>
          <dl className={page.figures}>
            <div>
              <dt>{text.total}</dt>
              <dd data-testid="income-total">{usdt(log.total_commission)}</dd>
            </div>
            <div>
              <dt>{text.claimed}</dt>
              <dd data-testid="income-claimed">{usdt(log.claimed_commission)}</dd>
            </div>
            <div>
              <dt>{text.unclaimed}</dt>
              <dd className={page.unclaimed} data-testid="income-unclaimed">
                {usdt(log.unclaimed_commission)}
              </dd>
            </div>
          </dl>
          <div className={page.claim}>
            <Answered answer={info} onRetry={onRetryInfo}>
              {(known) => (
                <ClaimButton unclaimed={log.unclaimed_commission} claimMin={known.claim_min} onClaimed={onClaimed} />
              )}
            </Answered>
          </div>
        </>
      )}
    </section>
  );
}
