/** One daily task's card: its title (a link to its detail page), its progress (GET task/progress) and the turnover its reward carries. */
import type { ReactNode } from 'react';
import { apiPaths, messages, type ActivityProgress, type TaskListItem } from 'shared-contracts';
import { Answered, getHost } from 'remote-kit';
import {
  ACTIVITY_RELOAD_TEST_ID,
  kitStyles,
  type RewardClaim,
  turnoverNote,
  useClaimableQuery,
} from '../../../shared/kit';
import styles from '../Benefit.module.css';

interface Props {
  item: TaskListItem;
  /** A claim was made or failed: the page reads the claim history again. */
  onClaimed(): void;
  children(progress: ActivityProgress, rewardClaim: RewardClaim): ReactNode;
}

export function TaskCard({ item, onClaimed, children }: Props) {
  const type = item.activity_type;
  const { query: progress, rewardClaim } = useClaimableQuery<ActivityProgress>(
    apiPaths.activity.taskProgress,
    { activity_type: type },
    onClaimed,
  );

  return (
    <section className={kitStyles.card} data-testid={`benefit-task-${type}`}>
      <div className={kitStyles.cardHead}>
        <h2 className={kitStyles.heading}>{item.title}</h2>
        <button
          type="button"
          className={`${kitStyles.textButton} ${styles.link}`}
          onClick={() => getHost().navigate(`/activityDetail?activity_type=${type}`)}
          aria-label={`${messages.benefit.rules} ${item.title}`}
        >
          {messages.benefit.rules}
        </button>
      </div>
      {item.summary && <p className={styles.summary}>{item.summary}</p>}
      <Answered answer={progress.answer} onRetry={progress.reload} retryTestId={ACTIVITY_RELOAD_TEST_ID}>
        {(answer) => (
          <div className={styles.content}>
            {children(answer, rewardClaim)}
            {turnoverNote(answer.turnover_multiple) && (
              <p className={kitStyles.note}>{turnoverNote(answer.turnover_multiple)}</p>
            )}
          </div>
        )}
      </Answered>
    </section>
  );
}
