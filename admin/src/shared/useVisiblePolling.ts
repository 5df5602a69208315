/**
 * React's side of pollWhileVisible: calls the latest `run` every `intervalMs` while the page is
 * visible, for as long as the component is shown; no polling when `intervalMs` is undefined.
 */
import { useEffect, useRef } from 'react';
import { pollWhileVisible } from './visible-polling';

/** How often the queues a shift works refresh themselves (≤ 10 s, issue 43). */
export const QUEUE_REFRESH_MS = 10_000;

export function useVisiblePolling(run: () => void, intervalMs: number | undefined): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  }, [run]);
  useEffect(() => {
    if (intervalMs === undefined) return undefined;
    return pollWhileVisible(() => latest.current(), intervalMs);
  }, [intervalMs]);
}
