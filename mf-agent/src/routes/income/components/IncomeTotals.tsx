/** 累计佣金 / 已领取 / 未领取 from the log's answer, and 领取 (its minimum from broker/info). */
import { useId } from 'react';
import { type AgentInfoResult, type AgentLogResult, messages } from 'shared-contracts';
import { usdt } from '../../../shared/agent-format';
import { Answered, Figures, listStyles, Loading } from 'remote-kit';
import { AGENT_STATES, agentStyles as styles, ClaimButton } from '../../../shared/kit';
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
      <h2 id={headingId} className={listStyles.visuallyHidden}>
        {messages.agent.income}
      </h2>
      {log === undefined ? (
        <Loading />
      ) : (
        <>
          <Figures
            className={`${listStyles.figures} ${page.threeUp}`}
            figures={[
              { term: text.total, value: usdt(log.total_commission), testId: 'income-total' },
              { term: text.claimed, value: usdt(log.claimed_commission), testId: 'income-claimed' },
              {
                term: text.unclaimed,
                value: usdt(log.unclaimed_commission),
                className: page.unclaimed,
                testId: 'income-unclaimed',
              },
            ]}
          />
          <div className={page.claim}>
            <Answered answer={info} onRetry={onRetryInfo} retryTestId={AGENT_STATES.reloadTestId}>
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
