/** The end of a reward's row: 领取 when claimable, 已领取 when claimed, the reason when locked. */
import { Button } from 'antd-mobile';
import { messages, type ActivityReward } from 'shared-contracts';
import { kitStyles as styles } from '../activity-styles';

const text = messages.activityCommon;

interface Props {
  reward: Pick<ActivityReward, 'status' | 'reason'>;
  /** The claim of this reward is under way. */
  busy: boolean;
  /** Another claim is under way: one at a time. */
  disabled: boolean;
  onClaim(): void;
  /** The button's visible word (签到 on the sign-in card). */
  action?: string;
  /** Names the button for a screen reader when several rows each have one (领取 第1档). */
  label?: string;
  testId: string;
}

export function RewardAction({ reward, busy, disabled, onClaim, action = text.claim, label, testId }: Props) {
  if (reward.status === 'claimable')
    return (
      <Button
        color="primary"
        size="small"
        loading={busy}
        loadingText={text.claiming}
        disabled={disabled && !busy}
        onClick={onClaim}
        aria-label={label}
        data-testid={testId}
      >
        {action}
      </Button>
    );
  if (reward.status === 'claimed')
    return (
      <span className={styles.badge} data-state="claimed" data-testid={`${testId}-claimed`}>
        {text.claimed}
      </span>
    );
  return (
    <span className={styles.reason} data-testid={`${testId}-locked`}>
      {reward.reason ?? text.locked}
    </span>
  );
}
