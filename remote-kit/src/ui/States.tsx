/**
 * The states of a screen's data, the same words on every remote: loading, failed with its retry,
 * empty, the three states of an unpaged answer, and a visitor's login prompt. Test ids are the
 * caller's: the e2e suite tells the screens' states apart by them.
 */
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { getHost } from '../host-slot';
import { stateText } from './list-logic';
import styles from './List.module.css';

/** Nothing to show (no record in the period, no promotion in the tab, no claim yet). */
export function EmptyState({ title, testId }: { title: string; testId: string }) {
  return <ErrorBlock status="empty" title={title} description={null} data-testid={testId} />;
}

/** 加载失败 with its 重新加载 button (the shell toasted why). */
export function RetryLine({ onRetry, testId }: { onRetry(): void; testId: string }) {
  return (
    <span className={styles.more}>
      {stateText.loadFailed}
      <button type="button" className={styles.retry} onClick={onRetry} data-testid={testId}>
        {stateText.retry}
      </button>
    </span>
  );
}

/** An unpaged call failed: try again. */
export function LoadFailed({ onRetry, testId }: { onRetry(): void; testId: string }) {
  return (
    <div className={styles.loading}>
      <RetryLine onRetry={onRetry} testId={testId} />
    </div>
  );
}

/** While an unpaged call loads. */
export function Loading() {
  return (
    <div className={styles.loading} role="status" aria-label={stateText.loading}>
      <DotLoading />
    </div>
  );
}

/** The three states of an unpaged answer: loading, failed (with the retry `retryTestId`), or the content. */
export function Answered<T>({
  answer,
  onRetry,
  retryTestId,
  children,
}: {
  answer: T | null | undefined;
  onRetry(): void;
  retryTestId: string;
  children(answer: T): ReactNode;
}) {
  if (answer === undefined) return <Loading />;
  if (answer === null) return <LoadFailed onRetry={onRetry} testId={retryTestId} />;
  return <>{children(answer)}</>;
}

export interface LoginPromptText {
  /** What logging in gives (登录后查看记录). */
  prompt: string;
  /** The button's text (登录, 登录后参与). */
  label: string;
  testId: string;
}

/** A visitor's prompt: what logging in gives, and the button that opens the shell's login dialog. */
export function LoginPrompt({ prompt, label, testId, compact = false }: LoginPromptText & { compact?: boolean }) {
  return (
    // compact: inside a card (the activity screens), not filling an empty page.
    <div className={compact ? `${styles.prompt} ${styles.compact}` : styles.prompt}>
      <p>{prompt}</p>
      <Button block color="primary" size="large" onClick={() => getHost().openLogin()} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
