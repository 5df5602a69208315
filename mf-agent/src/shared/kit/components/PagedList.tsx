/** A keyset-paged list under antd-mobile InfiniteScroll: rows, then 加载中 / 没有更多了 / a retry; the empty state when there is nothing. */
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { messages } from 'shared-contracts';
import type { KeysetList } from 'remote-kit';
import { EmptyState } from './States';
import styles from '../Agent.module.css';

const text = messages.agentCommon;

interface Props<Row> {
  list: KeysetList<Row, unknown>;
  renderRow(row: Row): ReactNode;
  testId: string;
}

export function PagedList<Row>({ list, renderRow, testId }: Props<Row>) {
  const empty = list.loaded && !list.hasMore && list.rows.length === 0;
  return (
    <>
      {empty ? (
        <EmptyState />
      ) : (
        <ul className={styles.list} data-testid={testId}>
          {list.rows.map(renderRow)}
        </ul>
      )}
      {/* Keyed by the filter: a new filter gets a fresh scroll whose lock no old call holds. */}
      <InfiniteScroll key={list.listKey} loadMore={list.loadMore} hasMore={list.hasMore}>
        {(hasMore, failed, retry) => {
          if (!hasMore) return empty ? null : <span className={styles.more}>{text.noMore}</span>;
          if (failed)
            return (
              <span className={styles.more}>
                {text.loadFailed}
                <button type="button" className={styles.retry} onClick={retry} data-testid="agent-retry">
                  {text.retry}
                </button>
              </span>
            );
          return (
            <span className={styles.more} role="status">
              {text.loading}
              <DotLoading />
            </span>
          );
        }}
      </InfiniteScroll>
    </>
  );
}
