/** The requests in review or paying (status 2, 审核中), and the way to 充提记录 for the rest. */
import { messages, type Withdrawal } from 'shared-contracts';
import { addressText } from '../../../shared/money-out/address-form';
import { plainUsdt } from '../../../shared/money-out/withdraw-amount';
import styles from '../Withdrawal.module.css';

const text = messages.withdrawal;
const RECORDS_PATH = '/rechargeRecords';

export function PendingList({ pending, onRecords }: { pending: readonly Withdrawal[]; onRecords(): void }) {
  const records = (
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
  if (pending.length === 0) return <p className={styles.recordsRow}>{records}</p>;
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 className={styles.heading}>{text.pending}</h2>
        {records}
      </div>
      <ul className={styles.pending} data-testid="withdraw-pending">
        {pending.map((request) => (
          <li key={request.order_id} className={styles.pendingItem} data-testid="withdraw-pending-item">
            <span className={styles.pendingAmount}>{plainUsdt(request.amount)} USDT</span>
            <span className={styles.status} data-status={request.status}>
              {text.statusText[request.status]}
            </span>
            <span className={styles.pendingAddress}>{addressText({ ...request, type: request.address_type })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { RECORDS_PATH };
