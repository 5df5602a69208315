/** A keyset-paged list under antd-mobile InfiniteScroll: rows, then 加载中 / 没有更多了 / a retry; the empty state when there is nothing. */
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { KeysetList } from '../lists/use-keyset-list';
import { listView, stateText } from './list-logic';
import { EmptyState, RetryLine } from './States';
import styles from './List.module.css';

/** The footer of a keyset-paged list; `empty`: the list has no row at all (its empty state says so, not 没有更多了). */
export function MoreFooter<Row, Answer>({
  list,
  empty,
  retryTestId,
}: {
  list: KeysetList<Row, Answer>;
  empty: boolean;
  retryTestId: string;
}) {
  return (
    // Keyed by the filter (and reload): a fresh scroll whose lock no old call holds.
    <InfiniteScroll key={list.listKey} loadMore={list.loadMore} hasMore={list.hasMore}>
      {(hasMore, failed, retry) => {
        if (!hasMore) return empty ? null : <span className={styles.more}>{stateText.noMore}</span>;
        if (failed) return <RetryLine onRetry={() => void retry()} testId={retryTestId} />;
        return (
          <span className={styles.more} role="status">
            {stateText.loading}
            <DotLoading />
          </span>
        );
      }}
    </InfiniteScroll>
  );
}

export interface PagedListStates {
  /** The empty state's title and test id. */
  empty: { title: string; testId: string };
  /** The footer's retry after a failed page. */
  retryTestId: string;
}

interface Props<Row> extends PagedListStates {
  list: KeysetList<Row, unknown>;
  renderRow(row: Row): ReactNode;
  testId: string;
}

export function PagedList<Row>({ list, renderRow, testId, empty, retryTestId }: Props<Row>) {
  const isEmpty = listView(list) === 'empty';
  return (
    <>
      {isEmpty ? (
        <EmptyState title={empty.title} testId={empty.testId} />
      ) : (
        <ul className={styles.list} data-testid={testId}>
          {list.rows.map(renderRow)}
        </ul>
      )}
      <MoreFooter list={list} empty={isEmpty} retryTestId={retryTestId} />
    </>
  );
}
