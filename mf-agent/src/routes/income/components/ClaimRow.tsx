/** One claim: its time, the amount moved to the wallet and how many days it took. */
import { messages, type CommissionClaim } from 'shared-contracts';
import { fillText, shanghaiDateTime, usdt } from '../../../shared/agent-format';
import { agentStyles as styles } from '../../../shared/kit';

const text = messages.income;

export function ClaimRow({ claim }: { claim: CommissionClaim }) {
  return (
    <li className={styles.row} data-testid="claim-row" data-claim={claim.id}>
      <span className={styles.title}>{text.claimAmount}</span>
      <span className={`${styles.end} ${styles.amount}`} data-testid="claim-amount">
        {usdt(claim.amount)}
      </span>
      <span className={styles.meta}>
        {text.claimTime} {shanghaiDateTime(claim.created_at)}
      </span>
      <span className={`${styles.meta} ${styles.end}`}>{fillText(text.claimDays, { days: claim.days })}</span>
    </li>
  );
}
