/** 每日签到: the 7-day calendar of the streak (signed, today, later, each day's reward), the streak so far and 签到. */
import { messages, type ActivityProgress } from 'shared-contracts';
import { fillText, kitStyles, RewardAction, type RewardClaim, shortUsdt, signInCalendar } from '../../../shared/kit';
import styles from '../Benefit.module.css';

const text = messages.benefit;

interface Props {
  progress: ActivityProgress;
  rewardClaim: RewardClaim;
}

export function SignInContent({ progress, rewardClaim }: Props) {
  const streak = progress.streak ?? { days: 0, signed_today: false };
  const calendar = signInCalendar(progress.rewards, streak.days);
  // Today's reward: the one to claim, else the day after the streak (locked, with why).
  const today =
    progress.rewards.find((reward) => reward.status === 'claimable') ??
    progress.rewards.find((reward) => reward.tier === streak.days + 1 && reward.status === 'locked');
  const key = `${progress.activity_type}:${today?.tier ?? 0}`;

  return (
    <>
      <ol className={styles.calendar} aria-label={text.calendarLabel} data-testid="benefit-calendar">
        {calendar.map((day) => (
          <li key={day.day} className={styles.day} data-state={day.state} data-testid={`benefit-day-${day.day}`}>
            <span className={styles.dayName}>{fillText(text.signInDay, { day: day.day })}</span>
            <span className={styles.dayAmount}>{day.amount === null ? '' : shortUsdt(day.amount)}</span>
            <span className={styles.dayState}>
              {day.state === 'signed' ? text.signInSigned : day.state === 'today' ? text.signInToday : ''}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.signRow}>
        <span className={kitStyles.meta} data-testid="benefit-streak">
          {fillText(messages.activityDetail.streak, { days: streak.days })}
        </span>
        {streak.signed_today || !today ? (
          <span className={kitStyles.badge} data-state="claimed" data-testid="benefit-signed">
            {text.signedToday}
          </span>
        ) : (
          <RewardAction
            reward={today}
            busy={rewardClaim.busyKey === key}
            disabled={rewardClaim.busyKey !== null}
            onClaim={() =>
              void rewardClaim.claim(
                { task: 'promotion', activity_type: progress.activity_type, tier: today.tier },
                key,
              )
            }
            action={text.signInAction}
            testId="benefit-sign-in"
          />
        )}
      </div>
    </>
  );
}
