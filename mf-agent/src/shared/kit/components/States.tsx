/** Loading, failed-with-retry and empty states of the agent screens, as mf-account's record screens show them. */
import { DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { messages } from 'shared-contracts';
import styles from '../Agent.module.css';

const text = messages.agentCommon;

/** Nothing in the period (or under the search). */
export function EmptyState() {
  return <ErrorBlock status="empty" title={text.empty} description={null} data-testid="agent-empty" />;
}

/** An unpaged call failed (the shell toasted why): try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className={styles.loading}>
      <span className={styles.more}>
        {text.loadFailed}
        <button type="button" className={styles.retry} onClick={onRetry} data-testid="agent-reload">
          {text.retry}
        </button>
      </span>
    </div>
  );
}

/** While an unpaged call loads. */
export function Loading() {
  return (
    <div className={styles.loading} role="status" aria-label={text.loading}>
      <DotLoading />
    </div>
  );
}

/** The three states of an unpaged answer: loading, failed, or the content. */
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
