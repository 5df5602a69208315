/** Loading, failed-with-retry and empty states of the social screens, as the other remotes show them. */
import { DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { messages } from 'shared-contracts';
import styles from './Social.module.css';

const text = messages.socialCommon;

/** Nothing to show; `title` says what is missing. */
export function EmptyState({ title, testId }: { title: string; testId: string }) {
  return <ErrorBlock className={styles.empty} status="empty" title={title} description={null} data-testid={testId} />;
}

/** 加载失败 with 重新加载: under a page that failed, or a list's page that did. */
export function RetryLine({ onRetry }: { onRetry(): void }) {
  return (
    <span className={styles.more}>
      {text.loadFailed}
      <button type="button" className={styles.retry} onClick={onRetry} data-testid="social-reload">
        {text.retry}
      </button>
    </span>
  );
}

/** A call failed (the shell toasted why): try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className={styles.loading}>
      <RetryLine onRetry={onRetry} />
    </div>
  );
}

/** While a call loads. */
export function Loading() {
  return (
    <div className={styles.loading} role="status" aria-label={text.loading}>
      <DotLoading />
    </div>
  );
}

/** The three states of an answer: loading (undefined), failed (null), or the content. */
export function Answered<T>({
  answer,
  onRetry,
  children,
}: {
  answer: T | null | undefined;
  onRetry(): void;
  children(answer: T): ReactNode;
}) {
  if (answer === undefined) return <Loading />;
  if (answer === null) return <LoadFailed onRetry={onRetry} />;
  return <>{children(answer)}</>;
}
