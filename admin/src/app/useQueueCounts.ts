/**
 * The queue counts the frame shows (menu badges, tab title): one call for every queue, polled every
 * QUEUE_REFRESH_MS while the page is visible, by 财务 roles only (the others work no queue). With
 * the operator's sound on, a beep when a queue gained an item since the last poll. A failed poll
 * keeps the last counts: the screens themselves say when their own load fails.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPaths, queueCountsSchema, type OperatorRole, type QueueCounts } from 'shared-contracts';
import { api } from '../api/client';
import { playBeep, readQueueSound, writeQueueSound } from '../shared/queue-sound';
import { queueGained, worksQueues } from '../shared/queues';
import { QUEUE_REFRESH_MS, useVisiblePolling } from '../shared/useVisiblePolling';

export function useQueueCounts(operator: { id: number; role: OperatorRole } | null) {
  const works = operator !== null && worksQueues(operator.role);
  const [counts, setCounts] = useState<QueueCounts | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const last = useRef<QueueCounts | null>(null);
  const sound = useRef(false);

  useEffect(() => {
    const on = operator !== null && readQueueSound(operator.id);
    sound.current = on;
    setSoundOn(on);
  }, [operator]);

  const poll = useCallback(async () => {
    if (!operator || !works) return;
    try {
      const next = await api.get(apiPaths.admin.queues, undefined, queueCountsSchema);
      if (sound.current && queueGained(last.current, next, operator.role)) playBeep();
      last.current = next;
      setCounts(next);
    } catch {
      // Kept as it was: the next poll tries again.
    }
  }, [operator, works]);

  useEffect(() => {
    last.current = null;
    setCounts(null);
    void poll();
  }, [poll]);
  useVisiblePolling(() => void poll(), works ? QUEUE_REFRESH_MS : undefined);

  const changeSound = useCallback(
    (on: boolean) => {
      if (!operator) return;
      writeQueueSound(operator.id, on);
      sound.current = on;
      setSoundOn(on);
      // Played from the click: the browser allows the page's audio from this gesture on.
      if (on) playBeep();
    },
    [operator],
  );

  return { counts: works ? counts : null, works, soundOn, changeSound, refresh: poll };
}
