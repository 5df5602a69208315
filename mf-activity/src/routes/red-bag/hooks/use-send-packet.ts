/**
 * 塞钱进红包: POST red-packet with a request id per attempt. A failed send keeps its id, so tapping
 * again with the same form retries that attempt (the server answers the first packet if the lost
 * one was made) instead of paying twice; a changed form is a new attempt. After a send the shell's
 * balance is read again.
 */
import { useCallback, useRef, useState } from 'react';
import { apiPaths, type RedPacketSendRequest, type RedPacketSendResult } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { newRequestId } from '../../../shared/kit';
import { attemptFor, type SendAttempt } from '../send-form';

export function useSendPacket(onSent: (result: RedPacketSendResult) => void) {
  const pending = useRef<SendAttempt | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (request: Omit<RedPacketSendRequest, 'request_id'>) => {
      if (busy) return;
      const attempt = attemptFor(pending.current, request, newRequestId);
      pending.current = attempt;
      const host = getHost();
      setBusy(true);
      try {
        const result = await host.request<RedPacketSendResult>(apiPaths.activity.redPacket, {
          method: 'POST',
          body: { ...request, request_id: attempt.requestId },
        });
        // Done: the next packet is a new attempt.
        pending.current = null;
        onSent(result);
        // The packet is sent whatever the balance call does (the shell toasts its own failure).
        await host.session.refreshBalance().catch(() => undefined);
      } catch {
        // The shell toasted why; the attempt stays for a retry of this very form.
      } finally {
        setBusy(false);
      }
    },
    [busy, onSent],
  );

  return { send, busy };
}
