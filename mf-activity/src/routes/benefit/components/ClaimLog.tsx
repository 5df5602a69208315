/** 领取记录: the player's claims, newest first, keyset paged under antd-mobile InfiniteScroll (加载中 / 没有更多了 / a retry). */
import { messages, parseUsdt, shownUsdtText, type TaskReceiveLogResult } from 'shared-contracts';
import type { KeysetList } from 'remote-kit';
import { EmptyState, MoreFooter } from 'remote-kit';
import { fillText, kitStyles } from '../../../shared/kit';
import styles from '../Benefit.module.css';

export type ClaimLogRow = TaskReceiveLogResult['list'][number];

const text = messages.benefit;

function LogRow({ row }: { row: ClaimLogRow }) {
  const turnover = (parseUsdt(row.turnover_required) ?? 0) > 0;
  return (
    <li className={kitStyles.row} data-testid="benefit-log-row">
      <div>
        <div className={kitStyles.title}>{row.title}</div>
        <div className={kitStyles.meta}>{row.created_at}</div>
      </div>
      <div className={styles.logEnd}>
        <span className={kitStyles.amount}>+{shownUsdtText(row.amount)}</span>
        {turnover && (
          <span className={kitStyles.meta}>
            {fillText(text.logTurnover, { amount: shownUsdtText(row.turnover_required) })}
          </span>
        )}
      </div>
    </li>
  );
}

export function ClaimLog({ list }: { list: KeysetList<ClaimLogRow, TaskReceiveLogResult> }) {
  const empty = list.loaded && !list.hasMore && list.rows.length === 0;
  return (
    <section className={kitStyles.card} data-testid="benefit-log">
      <h2 className={`${kitStyles.heading} ${styles.cardTitle}`}>{text.log}</h2>
      {empty ? (
        <EmptyState title={text.logEmpty} testId="benefit-log-empty" />
      ) : (
        <ul className={kitStyles.list} data-testid="benefit-log-list">
          {list.rows.map((row) => (
            <LogRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      <MoreFooter list={list} empty={empty} retryTestId="benefit-log-retry" />
    </section>
  );
}
