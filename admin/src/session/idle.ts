/**
 * Logs the operator out after OPERATOR_IDLE_MINUTES without a key press, click or scroll in the
 * console: the API ends an idle session too, this only says so at once instead of at the next call.
 */
import { useEffect } from 'react';
import { OPERATOR_IDLE_MINUTES } from 'shared-contracts';
import { clearToken } from './token';

const EVENTS = ['keydown', 'mousedown', 'wheel', 'touchstart'] as const;

export function useIdleLogout(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => clearToken('idle'), OPERATOR_IDLE_MINUTES * 60 * 1000);
    };
    restart();
    for (const event of EVENTS) window.addEventListener(event, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of EVENTS) window.removeEventListener(event, restart);
    };
  }, [active]);
}
