/** The footer of a keyset-paged list under antd-mobile InfiniteScroll: 加载中, 没有更多了, or a retry after a failure. */
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { messages } from 'shared-contracts';
import type { KeysetList } from 'remote-kit';
import { RetryLine } from './States';
import styles from '../Activity.module.css';

const text = messages.activityCommon;

/** `empty`: the list has no row at all (its empty state says so, not 没有更多了). */
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
    // Keyed by the list: a reload gets a fresh scroll whose lock no old call holds.
    <InfiniteScroll key={list.listKey} loadMore={list.loadMore} hasMore={list.hasMore}>
      {(hasMore, failed, retry) => {
        if (!hasMore) return empty ? null : <span className={styles.more}>{text.noMore}</span>;
        if (failed) return <RetryLine onRetry={() => void retry()} testId={retryTestId} />;
        return (
          <span className={styles.more} role="status">
            {text.loading}
            <DotLoading />
          </span>
        );
      }}
    </InfiniteScroll>
  );
}
