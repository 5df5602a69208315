/** The player's balance as the shell shows it to every remote: 4 decimals, a delayed count-up. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { messages, parseUsdt, type BalanceTextProps } from 'shared-contracts';
import { $userInfo } from '../session/user-session';
import { COUNT_UP_DELAY_MS, COUNT_UP_DURATION_MS, countUpAt, formatBalance } from './balance-display';

export function BalanceText({ className }: BalanceTextProps) {
  const user = useStore($userInfo);
  const target = user ? parseUsdt(user.balance) : null;
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  // Less motion asked for: the amount at once, no count-up.
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  useEffect(() => {
    if (target === null || target === shownRef.current || reducedMotion) return;
    const from = shownRef.current;
    let frame = 0;
    const step = (startedAt: number) => (now: number) => {
      const value = countUpAt(from, target, now - startedAt, COUNT_UP_DURATION_MS);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step(startedAt));
    };
    const delay = setTimeout(() => {
      frame = requestAnimationFrame(step(performance.now()));
    }, COUNT_UP_DELAY_MS);
    return () => {
      clearTimeout(delay);
      cancelAnimationFrame(frame);
    };
  }, [target, reducedMotion]);

  if (target === null) return null;
  // Screen readers hear the amount once, from a polite live region, not every frame of the count-up.
  return (
    <>
      <span className={className} data-testid="balance" data-balance={formatBalance(target)} aria-hidden="true">
        {formatBalance(reducedMotion ? target : shown)}
      </span>
      <span className="visually-hidden" aria-live="polite" data-testid="balance-announced">
        {`${messages.balance.label} ${formatBalance(target)}`}
      </span>
    </>
  );
}
