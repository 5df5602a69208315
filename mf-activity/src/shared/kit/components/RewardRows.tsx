/** A promotion's rewards as rows: label and amount (or range), then 领取 / 已领取 / why it is locked. */
import { messages, type ActivityReward } from 'shared-contracts';
import { rewardAmountText } from '../activity-format';
import type { RewardClaim } from '../hooks/use-reward-claim';
import { RewardAction } from './RewardAction';
import { kitStyles as styles } from '../activity-styles';

interface Props {
  type: number;
  rewards: readonly ActivityReward[];
  rewardClaim: RewardClaim;
  testId: string;
}

export function RewardRows({ type, rewards, rewardClaim, testId }: Props) {
  return (
    <ul className={styles.list} data-testid={testId}>
      {rewards.map((reward) => {
        const key = `${type}:${reward.tier}`;
        return (
          <li key={reward.tier} className={styles.row} data-testid={`${testId}-${reward.tier}`}>
            <div>
              <div className={styles.title}>{reward.label}</div>
              <div className={`${styles.meta} ${styles.amount}`}>{rewardAmountText(reward)}</div>
            </div>
            <RewardAction
              reward={reward}
              busy={rewardClaim.busyKey === key}
              disabled={rewardClaim.busyKey !== null}
              onClaim={() => void rewardClaim.claim({ task: 'promotion', activity_type: type, tier: reward.tier }, key)}
              label={`${messages.activityCommon.claim} ${reward.label}`}
              testId={`${testId}-claim`}
            />
          </li>
        );
      })}
    </ul>
  );
}
