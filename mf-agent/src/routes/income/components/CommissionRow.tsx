/** One settled day: day, team performance, rate and amount, status; tapping it opens the day's categories. */
import { messages, type DailyCommission } from 'shared-contracts';
import { rateSummary, statusLabel, usdt } from '../../../shared/agent-format';
import { agentStyles as styles } from '../../../shared/kit';

const text = messages.income;

export function CommissionRow({ row, onOpen }: { row: DailyCommission; onOpen(): void }) {
  const rate = rateSummary(row.categories);
  return (
    <li className={`${styles.row} ${styles.tappable}`} data-testid="commission-row" data-day={row.day}>
      <button type="button" className={`${styles.title} ${styles.stretched}`} onClick={onOpen}>
        {row.day}
      </button>
      <span className={`${styles.end} ${styles.amount}`} data-testid="commission-amount">
        {usdt(row.amount)}
      </span>
      <span className={styles.meta}>
        {text.teamPerformance} {usdt(row.team_performance)}
        {rate && ` · ${rate}`}
      </span>
      <span className={`${styles.status} ${styles.end}`} data-status={row.status} data-testid="commission-status">
        {statusLabel(row.status)}
      </span>
    </li>
  );
}
