/** One promotion's card: cover, title (the control that opens the detail; its tap area is the whole card), summary, period and state. */
import { messages, type TaskListItem } from 'shared-contracts';
import { getHost, listStyles } from 'remote-kit';
import { kitStyles, periodText } from '../../../shared/kit';
import styles from '../ActivityList.module.css';

const text = messages.activityList;

export function ActivityCard({ item }: { item: TaskListItem }) {
  const open = () => getHost().navigate(`/activityDetail?activity_type=${item.activity_type}`);
  return (
    <li className={styles.card} data-testid={`activity-card-${item.activity_type}`}>
      <img className={kitStyles.cover} src={item.cover} alt={item.title} loading="lazy" />
      <div className={styles.info}>
        <div className={styles.head}>
          <h2 className={styles.title}>
            <button
              type="button"
              className={`${listStyles.stretched} ${styles.open}`}
              onClick={open}
              data-testid="activity-open"
            >
              {item.title}
            </button>
          </h2>
          <span className={kitStyles.badge} data-state={item.state} data-testid="activity-state">
            {text.states[item.state]}
          </span>
        </div>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        <p className={styles.period} data-testid="activity-period">
          {periodText(item)}
        </p>
      </div>
    </li>
  );
}
