/**
 * A player's progress in one promotion (GET task/progress): the window it counts in, the bars, the
 * sign-in streak, each reward with 领取 / 已领取 / why it is locked, and the turnover its rewards
 * carry. A claim reads the progress again (the reward turns 已领取) and refreshes the balance.
 */
import { apiPaths, messages, type ActivityProgress } from 'shared-contracts';
import { Answered } from 'remote-kit';
import {
  ACTIVITY_RELOAD_TEST_ID,
  dayOfWall,
  fillText,
  kitStyles,
  ProgressBars,
  RewardRows,
  turnoverNote,
  useClaimableQuery,
} from '../../../shared/kit';

const text = messages.activityDetail;

export function PromotionProgress({ type }: { type: number }) {
  const { query: progress, rewardClaim } = useClaimableQuery<ActivityProgress>(apiPaths.activity.taskProgress, {
    activity_type: type,
  });

  return (
    <section className={kitStyles.card} data-testid="activity-progress-card">
      <h2 className={kitStyles.heading}>{text.progress}</h2>
      <Answered answer={progress.answer} onRetry={progress.reload} retryTestId={ACTIVITY_RELOAD_TEST_ID}>
        {(answer) => (
          <>
            {answer.period && (
              <p className={kitStyles.note}>
                {fillText(text.periodNow, {
                  start: dayOfWall(answer.period.starts_at),
                  end: dayOfWall(answer.period.ends_at),
                })}
              </p>
            )}
            {answer.streak && (
              <p className={kitStyles.note} data-testid="activity-streak">
                {fillText(text.streak, { days: answer.streak.days })}
              </p>
            )}
            <ProgressBars progress={answer.progress} />
            <h3 className={kitStyles.subheading}>{text.rewards}</h3>
            {answer.rewards.length === 0 ? (
              <p className={kitStyles.note}>{text.noRewards}</p>
            ) : (
              <RewardRows type={type} rewards={answer.rewards} rewardClaim={rewardClaim} testId="activity-reward" />
            )}
            {turnoverNote(answer.turnover_multiple) && (
              <p className={kitStyles.note} data-testid="activity-turnover">
                {turnoverNote(answer.turnover_multiple)}
              </p>
            )}
          </>
        )}
      </Answered>
    </section>
  );
}
