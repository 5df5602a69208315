/** The footer of a keyset-paged list under antd-mobile InfiniteScroll: 加载中, 没有更多了, or a retry after a failure. */
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { messages } from 'shared-contracts';
import type { KeysetList } from 'remote-kit';
import { RetryLine } from './States';
import styles from './Social.module.css';

const text = messages.socialCommon;

export function MoreFooter<Row>({ list, empty }: { list: KeysetList<Row, unknown>; empty: boolean }) {
  return (
    // Keyed by the list: a reload gets a fresh scroll whose lock no old call holds.
    <InfiniteScroll key={list.listKey} loadMore={list.loadMore} hasMore={list.hasMore}>
      {(hasMore, failed, retry) => {
        if (!hasMore) return empty ? null : <span className={styles.more}>{text.noMore}</span>;
        if (failed) return <RetryLine onRetry={() => void retry()} />;
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
