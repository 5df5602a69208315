/** The progress bars of a promotion: 'label current / target', the bar named by its label for screen readers. */
import { ProgressBar } from 'antd-mobile';
import { useId } from 'react';
import type { ActivityProgress } from 'shared-contracts';
import { progressPercent, progressText } from '../activity-format';
import { kitStyles as styles } from '../activity-styles';

function Bar({ label, current, target }: ActivityProgress['progress'][number]) {
  const labelId = useId();
  const percent = progressPercent(current, target);
  return (
    <li className={styles.bar}>
      <div className={styles.barHead}>
        <span id={labelId}>{label}</span>
        <span className={styles.amount}>{progressText(current, target)}</span>
      </div>
      <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <ProgressBar percent={percent} className={styles.progress} />
      </div>
    </li>
  );
}

export function ProgressBars({ progress }: { progress: ActivityProgress['progress'] }) {
  if (progress.length === 0) return null;
  return (
    <ul className={styles.bars} data-testid="activity-progress">
      {progress.map((bar) => (
        <Bar key={bar.label} {...bar} />
      ))}
    </ul>
  );
}
