/** Today's figures from POST /api/plat/info (Asia/Shanghai day): rounds, stake, win/loss, pending deposits/withdrawals. */
import { useId } from 'react';
import { messages, shownUsdtText, type HostApi, type PlatformInfoResult } from 'shared-contracts';
import { amountTone } from '../mine-display';
import { SiteLink } from './SiteLink';
import styles from '../User.module.css';

const text = messages.mine;
const RECHARGE_RECORDS = '/rechargeRecords';

export function TodayFigures({ host, info }: { host: HostApi; info: PlatformInfoResult }) {
  const headingId = useId();
  const { today } = info;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="mine-today">
      <h2 id={headingId} className={styles.sectionTitle}>
        {text.today}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{text.todayRounds}</dt>
          <dd data-testid="mine-today-rounds">{today.rounds}</dd>
        </div>
        <div>
          <dt>{text.todayStake}</dt>
          <dd data-testid="mine-today-stake">{shownUsdtText(today.stake)}</dd>
        </div>
        <div>
          <dt>{text.todayWinLoss}</dt>
          <dd className={styles[amountTone(today.win_loss)]} data-testid="mine-today-win-loss">
            {shownUsdtText(today.win_loss)}
          </dd>
        </div>
        <div>
          <dt>{text.pendingInout}</dt>
          <dd>
            <SiteLink
              host={host}
              to={RECHARGE_RECORDS}
              className={styles.figureLink}
              label={`${text.pendingInout} ${info.pending_inout}`}
              testId="mine-pending-inout"
            >
              {info.pending_inout}
            </SiteLink>
          </dd>
        </div>
      </dl>
    </section>
  );
}
