/** One deposit or withdrawal: type and channel, status (完成 / 审核中 / 已拒绝), amounts, the address and chain transaction id with copy, times. */
import { messages, type InoutRecord } from 'shared-contracts';
import { Amount, CopyLine, recordStyles as styles } from '../../../shared/records';

const text = messages.inout;

export function InoutRow({ row }: { row: InoutRecord }) {
  const deposit = row.type === 1;
  return (
    <li className={styles.row} data-testid="inout-row" data-type={row.type} data-order={row.order_id}>
      <span className={styles.title}>
        {text.types[row.type]} · {row.channel}
      </span>
      <span className={`${styles.status} ${styles.end}`} data-status={row.status} data-testid="inout-status">
        {text.statusText[row.status]}
      </span>
      <dl className={styles.figures}>
        <div>
          <dt>{text.amount}</dt>
          <dd>
            <Amount value={row.amount} testId="inout-amount" />
          </dd>
        </div>
        {deposit ? (
          <div>
            <dt>{text.actualAmount}</dt>
            <dd>
              <Amount value={row.actual_amount} />
            </dd>
          </div>
        ) : (
          <div>
            <dt>{text.fee}</dt>
            <dd>
              <Amount value={row.fee ?? '0'} testId="inout-fee" />
            </dd>
          </div>
        )}
      </dl>
      <span className={`${styles.meta} ${styles.wide}`}>
        {text.orderId} {row.order_id}
      </span>
      {row.address && (
        <CopyLine label={text.address} value={row.address} copyLabel={text.copyAddress} testId="inout-address" />
      )}
      {row.tx_id && <CopyLine label={text.txId} value={row.tx_id} copyLabel={text.copyTxId} testId="inout-tx" />}
      <span className={`${styles.meta} ${styles.wide}`}>
        {text.createdAt} {row.created_at}
      </span>
      {row.completed_at && (
        <span className={`${styles.meta} ${styles.wide}`}>
          {text.completedAt} {row.completed_at}
        </span>
      )}
    </li>
  );
}
