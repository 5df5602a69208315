/** 我的佣金: today's estimate (as of its refresh), yesterday's (结算中 until settled), the total, and the unclaimed amount with 领取. */
import { useId } from 'react';
import { messages, type AgentInfoResult } from 'shared-contracts';
import { Figures } from 'remote-kit';
import { fillText, shanghaiClock, usdt } from '../../../shared/agent-format';
import { agentStyles as styles, ClaimButton } from '../../../shared/kit';
import card from '../AgentPage.module.css';

const text = messages.agent;

export function CommissionCard({ info, onClaimed }: { info: AgentInfoResult; onClaimed(): void }) {
  const headingId = useId();
  const clock = info.today_updated_at === null ? null : shanghaiClock(info.today_updated_at);
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="agent-commission">
      <h2 id={headingId} className={`${styles.heading} ${styles.cardHead}`}>
        {text.commission}
      </h2>
      <Figures
        figures={[
          {
            term: text.todayEstimate,
            value: (
              <>
                {usdt(info.today_estimated_commission)}
                <span className={styles.sub} data-testid="agent-updated-at">
                  {clock ? fillText(text.updatedAt, { time: clock }) : text.updatesEvery}
                </span>
              </>
            ),
            testId: 'agent-today-estimate',
          },
          {
            term: text.yesterday,
            value: info.yesterday_settled ? usdt(info.yesterday_commission) : text.settling,
            testId: 'agent-yesterday',
          },
          { term: text.total, value: usdt(info.total_commission), testId: 'agent-total' },
        ]}
      />
      <div className={card.unclaimed}>
        <div>
          <p className={styles.note}>{text.unclaimed}</p>
          <p className={card.unclaimedAmount} data-testid="agent-unclaimed">
            {usdt(info.unclaimed_commission)}
          </p>
        </div>
        <ClaimButton unclaimed={info.unclaimed_commission} claimMin={info.claim_min} onClaimed={onClaimed} />
      </div>
    </section>
  );
}
