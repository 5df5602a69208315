/** The promotion's cover, title, state, summary and period at the top of its page. */
import { messages, type TaskListItem } from 'shared-contracts';
import { kitStyles, periodText } from '../../../shared/kit';
import styles from '../ActivityDetail.module.css';

export function PromotionHeader({ item }: { item: TaskListItem }) {
  return (
    <header className={styles.header} data-testid="activity-header">
      <img className={kitStyles.cover} src={item.cover} alt={item.title} />
      <div className={styles.headText}>
        <div className={kitStyles.cardHead}>
          <h2 className={kitStyles.heading}>{item.title}</h2>
          <span className={kitStyles.badge} data-state={item.state}>
            {messages.activityList.states[item.state]}
          </span>
        </div>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        <p className={kitStyles.note}>{periodText(item)}</p>
      </div>
    </header>
  );
}
