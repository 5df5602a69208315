/** 反水: the player's level, the settled days waiting with 领取 (every waiting day at once), today's stake and estimate. */
import { apiMessages, apiPaths, messages, parseUsdt, shownUsdtText, type RebateInfo } from 'shared-contracts';
import { Answered, Figures } from 'remote-kit';
import { ACTIVITY_RELOAD_TEST_ID, fillText, kitStyles, RewardAction, useClaimableQuery } from '../../../shared/kit';
import styles from '../Benefit.module.css';

const text = messages.benefit;
const NO_FILTER = {};

export function RebateCard({ onClaimed }: { onClaimed(): void }) {
  const { query: rebate, rewardClaim } = useClaimableQuery<RebateInfo>(apiPaths.activity.rebate, NO_FILTER, onClaimed);

  return (
    <section className={kitStyles.card} data-testid="benefit-rebate">
      <h2 className={`${kitStyles.heading} ${styles.cardTitle}`}>{text.rebate}</h2>
      <Answered answer={rebate.answer} onRetry={rebate.reload} retryTestId={ACTIVITY_RELOAD_TEST_ID}>
        {(answer) => {
          const waiting = (parseUsdt(answer.waiting_total) ?? 0) > 0;
          // A new waiting total is a new claim: a retry id of the old total never answers it.
          const key = `rebate:${answer.waiting_total}`;
          return (
            <>
              <Figures
                figures={[
                  { term: text.rebateLevel, value: answer.vip_name, testId: 'benefit-rebate-level' },
                  {
                    term: text.rebateWaiting,
                    value: (
                      <>
                        {shownUsdtText(answer.waiting_total)}
                        <span className={kitStyles.sub}>
                          {fillText(text.rebateDays, { days: answer.waiting.length })}
                        </span>
                      </>
                    ),
                    className: kitStyles.amount,
                    testId: 'benefit-rebate-waiting',
                  },
                  {
                    term: text.rebateTodayStake,
                    value: shownUsdtText(answer.today_stake),
                    className: kitStyles.amount,
                  },
                  {
                    term: text.rebateTodayEstimate,
                    value: shownUsdtText(answer.today_estimate),
                    className: kitStyles.amount,
                    testId: 'benefit-rebate-estimate',
                  },
                ]}
              />
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
