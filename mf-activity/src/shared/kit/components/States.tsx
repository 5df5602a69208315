/** Loading, failed-with-retry, empty and login states of the remote's screens, as the agent screens show them. */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { messages } from 'shared-contracts';
import { getHost } from 'remote-kit';
import styles from '../Activity.module.css';

const text = messages.activityCommon;

/** Nothing to show (no promotion in the tab, no claim yet). */
export function EmptyState({ title, testId }: { title: string; testId: string }) {
  return <ErrorBlock status="empty" title={title} description={null} data-testid={testId} />;
}

/** 加载失败 with its 重新加载 button (the shell toasted why). */
export function RetryLine({ onRetry, testId }: { onRetry(): void; testId: string }) {
  return (
    <span className={styles.more}>
      {text.loadFailed}
      <button type="button" className={`${styles.textButton} ${styles.retry}`} onClick={onRetry} data-testid={testId}>
        {text.retry}
      </button>
    </span>
  );
}

/** An unpaged call failed: try again. */
export function LoadFailed({ onRetry, testId = 'activity-reload' }: { onRetry(): void; testId?: string }) {
  return (
    <div className={styles.loading}>
      <RetryLine onRetry={onRetry} testId={testId} />
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

/** A visitor's prompt: what logging in gives, and the button that opens the shell's login dialog. */
export function LoginPrompt({ prompt }: { prompt: string }) {
  return (
    <div className={styles.prompt}>
      <p>{prompt}</p>
      <Button block color="primary" size="large" onClick={() => getHost().openLogin()} data-testid="activity-login">
        {text.login}
      </Button>
    </div>
  );
}
