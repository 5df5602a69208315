/** Shown when remotes.json itself cannot be read: nothing can be composed without it. */
import { Button, ErrorBlock } from 'antd-mobile';
import { messages } from 'shared-contracts';

export function BootFailure() {
  return (
    <ErrorBlock status="disconnected" title={messages.boot.manifestFailed} description="" fullPage>
      <Button color="primary" onClick={() => location.reload()}>
        {messages.boot.refresh}
      </Button>
    </ErrorBlock>
  );
}
