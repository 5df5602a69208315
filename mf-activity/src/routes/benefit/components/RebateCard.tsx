/** 反水: the player's level, the settled days waiting with 领取 (every waiting day at once), today's stake and estimate. */
import { apiMessages, apiPaths, messages, parseUsdt, shownUsdtText, type RebateInfo } from 'shared-contracts';
import { Answered, fillText, kitStyles, RewardAction, useClaimableQuery } from '../../../shared/kit';
import styles from '../Benefit.module.css';

const text = messages.benefit;
const NO_FILTER = {};

export function RebateCard({ onClaimed }: { onClaimed(): void }) {
  const { query: rebate, rewardClaim } = useClaimableQuery<RebateInfo>(apiPaths.activity.rebate, NO_FILTER, onClaimed);

  return (
    <section className={kitStyles.card} data-testid="benefit-rebate">
      <h2 className={`${kitStyles.heading} ${styles.cardTitle}`}>{text.rebate}</h2>
      <Answered answer={rebate.answer} onRetry={rebate.reload}>
        {(answer) => {
          const waiting = (parseUsdt(answer.waiting_total) ?? 0) > 0;
          // A new waiting total is a new claim: a retry id of the old total never answers it.
          const key = `rebate:${answer.waiting_total}`;
          return (
            <>
              <dl className={styles.figures}>
                <div>
                  <dt>{text.rebateLevel}</dt>
                  <dd data-testid="benefit-rebate-level">{answer.vip_name}</dd>
                </div>
                <div>
                  <dt>{text.rebateWaiting}</dt>
                  <dd className={kitStyles.amount} data-testid="benefit-rebate-waiting">
                    {shownUsdtText(answer.waiting_total)}
                    <span className={styles.sub}>{fillText(text.rebateDays, { days: answer.waiting.length })}</span>
                  </dd>
                </div>
                <div>
                  <dt>{text.rebateTodayStake}</dt>
                  <dd className={kitStyles.amount}>{shownUsdtText(answer.today_stake)}</dd>
                </div>
                <div>
                  <dt>{text.rebateTodayEstimate}</dt>
                  <dd className={kitStyles.amount} data-testid="benefit-rebate-estimate">
                    {shownUsdtText(answer.today_estimate)}
                  </dd>
                </div>
              </dl>
              <div className={styles.signRow}>
                <span className={kitStyles.meta}>{text.rebateSettles}</span>
                <RewardAction
                  reward={{
                    status: waiting ? 'claimable' : 'locked',
                    reason: waiting ? null : apiMessages.rebateNothing,
                  }}
                  busy={rewardClaim.busyKey === key}
                  disabled={rewardClaim.busyKey !== null}
                  onClaim={() => void rewardClaim.claim({ task: 'rebate' }, key)}
                  label={`${messages.activityCommon.claim} ${text.rebate}`}
                  testId="benefit-rebate-claim"
                />
              </div>
            </>
          );
        }}
      </Answered>
    </section>
  );
}
