/** The time now, ticking every second while `running` (the countdown); frozen otherwise. */
import { useEffect, useState } from 'react';

export function useClock(running: boolean, stepMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [running, stepMs]);
  return now;
}
