/**
 * The claim flow of /Agent and /income (POST broker/play/out): confirm, claim every unclaimed day,
 * toast the amount, let the page read its numbers again, refresh the shell's balance. The request
 * id is made once per attempt and sent again on a retry after a failure (a lost answer may hide a
 * claim the server made), so the server answers the first result instead of claiming twice. After
 * a failure the page reads its numbers again: when the unclaimed amount it shows changes (the lost
 * claim landed, or a new day settled), the old id is dropped, so a later claim is a new attempt
 * and never answered by an old one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPaths, messages, shownUsdtText, type AgentClaimResult } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { canClaim, fillText, newClaimRequestId } from '../../agent-format';

export interface Claim {
  /** Whether the amount may be claimed (something unclaimed, at least the minimum). */
  allowed: boolean;
  /** The confirmation is open. */
  asking: boolean;
  busy: boolean;
  ask(): void;
  cancel(): void;
  confirm(): Promise<void>;
}

export function useClaim(unclaimed: string, claimMin: string, onClaimed: () => void): Claim {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const pendingId = useRef<string | null>(null);
  const allowed = canClaim(unclaimed, claimMin);
  useEffect(() => {
    pendingId.current = null;
  }, [unclaimed]);

  const confirm = useCallback(async () => {
    if (busy) return;
    const host = getHost();
    pendingId.current ??= newClaimRequestId();
    setBusy(true);
    try {
      const result = await host.request<AgentClaimResult>(apiPaths.agent.playOut, {
        method: 'POST',
        body: { request_id: pendingId.current },
      });
      // Done: the next claim is a new attempt.
      pendingId.current = null;
      setAsking(false);
      host.toast(fillText(messages.agentCommon.claimed, { amount: shownUsdtText(result.amount) }));
      onClaimed();
      // The claim is done whatever the balance call does (the shell toasts its own failure).
      await host.session.refreshBalance().catch(() => undefined);
    } catch {
      // The shell toasted why; the id stays for a retry of this amount, and the numbers are read again.
      setAsking(false);
      onClaimed();
    } finally {
      setBusy(false);
    }
  }, [busy, onClaimed]);

  const ask = useCallback(() => {
    if (allowed && !busy) setAsking(true);
  }, [allowed, busy]);
  const cancel = useCallback(() => setAsking(false), []);

  return { allowed, asking, busy, ask, cancel, confirm };
}
