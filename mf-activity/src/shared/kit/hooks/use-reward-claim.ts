/**
 * 领取 on the activity screens (POST task/receive): one request id per tap, sent again when the
 * same reward is tapped again after a failure (a lost answer may hide a claim the server made, and
 * the server then answers the first result instead of paying twice); then the toast with the
 * amount, the page's numbers read again and the shell's balance refreshed. A reward is named by a
 * key that changes with what it pays (rebates: the waiting total), so a new amount is a new attempt.
 */
import { useCallback, useRef, useState } from 'react';
import { apiPaths, messages, shownUsdtText, type TaskReceiveResult } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { fillText, newRequestId } from '../text-format';

/** What a tap claims: a promotion's reward (its tier) or every waiting rebate. */
export type ClaimTarget = { task: 'promotion'; activity_type: number; tier: number } | { task: 'rebate' };

export interface RewardClaim {
  /** The key of the claim under way, or null. */
  busyKey: string | null;
  claim(target: ClaimTarget, key: string): Promise<void>;
}

export function useRewardClaim(onDone: () => void): RewardClaim {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const pendingIds = useRef(new Map<string, string>());

  const claim = useCallback(
    async (target: ClaimTarget, key: string) => {
      if (busyKey !== null) return;
      const host = getHost();
      const requestId = pendingIds.current.get(key) ?? newRequestId();
      pendingIds.current.set(key, requestId);
      setBusyKey(key);
      try {
        const result = await host.request<TaskReceiveResult>(apiPaths.activity.taskReceive, {
          method: 'POST',
          body: { ...target, request_id: requestId },
        });
        // Done: the next tap is a new attempt.
        pendingIds.current.delete(key);
        host.toast(fillText(messages.activityCommon.claimedToast, { amount: shownUsdtText(result.amount) }));
        onDone();
        // The claim is done whatever the balance call does (the shell toasts its own failure).
        await host.session.refreshBalance().catch(() => undefined);
      } catch {
        // The shell toasted why; the id stays for a retry of this reward, and the numbers are read again.
        onDone();
      } finally {
        setBusyKey(null);
      }
    },
    [busyKey, onDone],
  );

  return { busyKey, claim };
}
