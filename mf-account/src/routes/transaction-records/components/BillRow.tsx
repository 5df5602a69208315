/** One ledger entry: its kind in Chinese, the signed amount, the balance after it, what it was about, when. */
import { messages, type BillChange } from 'shared-contracts';
import { Amount, recordStyles as styles } from '../../../shared/records';

const text = messages.bills;

export function BillRow({ row }: { row: BillChange }) {
  return (
    <li className={styles.row} data-testid="bill-row" data-kind={row.kind} data-id={row.id}>
      <span className={styles.title}>{row.kind_name}</span>
      <span className={styles.end}>
        <Amount value={row.amount} signed testId="bill-amount" />
      </span>
      <span className={styles.meta} data-testid="bill-reference">
        {row.reference && `${text.reference} ${row.reference}`}
      </span>
      <span className={`${styles.meta} ${styles.end}`}>
        {text.balanceAfter} <Amount value={row.balance_after} testId="bill-balance-after" />
      </span>
      <span className={`${styles.meta} ${styles.wide}`}>{row.created_at}</span>
    </li>
  );
}
