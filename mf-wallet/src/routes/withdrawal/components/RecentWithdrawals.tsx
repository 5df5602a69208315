/**
 * The newest withdrawals with their record status (审核中, 已完成, 已拒绝), so a player sees a
 * request move on without leaving the page; 充提记录 holds the rest.
 */
import { type InoutRecord, messages, writeUsdt } from 'shared-contracts';
import styles from '../Withdrawal.module.css';

const text = messages.withdrawal;
export const RECORDS_PATH = '/rechargeRecords';

export function RecentWithdrawals({ records, onRecords }: { records: readonly InoutRecord[]; onRecords(): void }) {
  const link = (
    <a
      className={styles.link}
      href={RECORDS_PATH}
      data-testid="withdraw-records"
      onClick={(event) => {
        event.preventDefault();
        onRecords();
      }}
    >
      {text.records}
    </a>
  );
  if (records.length === 0) return <p className={styles.recordsRow}>{link}</p>;
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 className={styles.heading}>{text.recent}</h2>
        {link}
      </div>
      <ul className={styles.pending} data-testid="withdraw-history">
        {records.map((record) => (
          <li key={record.order_id} className={styles.pendingItem} data-testid="withdraw-history-item">
            <span className={styles.pendingAmount}>{writeUsdt(record.amount)} USDT</span>
            <span className={styles.status} data-status={record.status}>
              {text.statusText[record.status]}
            </span>
            <span className={styles.pendingAddress}>{record.address}</span>
            <span className={styles.pendingAddress}>{record.created_at}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
