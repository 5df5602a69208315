/** Today's figures from POST /api/plat/info (Asia/Shanghai day): rounds, stake, win/loss, pending deposits/withdrawals. */
import { useId } from 'react';
import { messages, shownUsdtText, type HostApi, type PlatformInfoResult } from 'shared-contracts';
import { Figures } from 'remote-kit';
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
      <Figures
        className={styles.figures}
        figures={[
          { term: text.todayRounds, value: today.rounds, testId: 'mine-today-rounds' },
          { term: text.todayStake, value: shownUsdtText(today.stake), testId: 'mine-today-stake' },
          {
            term: text.todayWinLoss,
            value: shownUsdtText(today.win_loss),
            className: styles[amountTone(today.win_loss)],
            testId: 'mine-today-win-loss',
          },
          {
            term: text.pendingInout,
            value: (
              <SiteLink
                host={host}
                to={RECHARGE_RECORDS}
                className={styles.figureLink}
                label={`${text.pendingInout} ${info.pending_inout}`}
                testId="mine-pending-inout"
              >
                {info.pending_inout}
              </SiteLink>
            ),
          },
        ]}
      />
    </section>
  );
}
