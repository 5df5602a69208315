/** A keyset-paged list under antd-mobile InfiniteScroll: rows, then 加载中 / 没有更多了 / a retry; the empty state when there is nothing. */
import { DotLoading, ErrorBlock, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { messages } from 'shared-contracts';
import type { KeysetList } from 'remote-kit';
import styles from './Records.module.css';

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
        {(hasMore, failed, retry) => <ScrollFooter hasMore={hasMore} failed={failed} retry={retry} empty={empty} />}
      </InfiniteScroll>
    </>
  );
}

function ScrollFooter({
  hasMore,
  failed,
  retry,
  empty,
}: {
  hasMore: boolean;
  failed: boolean;
  retry(): void;
  empty: boolean;
}) {
  const text = messages.records;
  if (!hasMore) return empty ? null : <span className={styles.more}>{text.noMore}</span>;
  if (failed)
    return (
      <span className={styles.more}>
        {text.loadFailed}
        <button type="button" className={styles.retry} onClick={retry} data-testid="records-retry">
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
}

/** Nothing in the period (or under the filter). */
export function EmptyState() {
  return <ErrorBlock status="empty" title={messages.records.empty} description={null} data-testid="records-empty" />;
}

/** An unpaged summary whose call failed (the shell toasted why): try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className={styles.loading}>
      <span className={styles.more}>
        {messages.records.loadFailed}
        <button type="button" className={styles.retry} onClick={onRetry} data-testid="records-reload">
          {messages.records.retry}
        </button>
      </span>
    </div>
  );
}

/** While an unpaged summary loads. */
export function Loading() {
  return (
    <div className={styles.loading} role="status" aria-label={messages.records.loading}>
      <DotLoading />
    </div>
  );
}
