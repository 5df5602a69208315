/** What a remote's area shows when it cannot load or crashed: a Chinese message and a retry. */
import { useEffect } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { messages } from 'shared-contracts';
import { RemoteIncompatibleError, RemoteUnavailableError } from '../federation/remote-errors';
import { removeFirstScreen } from '../platform/first-screen';

export function fallbackMessageFor(error: unknown): string {
  if (error instanceof RemoteIncompatibleError) return messages.remote.incompatible;
  if (error instanceof RemoteUnavailableError) return messages.remote.loadFailed;
  return messages.remote.crashed;
}

export function RemoteFallback({
  remoteName,
  error,
  onRetry,
}: {
  remoteName: string;
  error: unknown;
  onRetry: () => void;
}) {
  // The home page's static first screen would hide this message and its retry.
  useEffect(removeFirstScreen, []);
  return (
    <div data-testid="remote-fallback" data-remote={remoteName} style={{ padding: '0.8rem 0.4rem' }}>
      <ErrorBlock status="disconnected" title={fallbackMessageFor(error)} description="">
        <Button color="primary" onClick={onRetry}>
          {messages.remote.retry}
        </Button>
      </ErrorBlock>
    </div>
  );
}
