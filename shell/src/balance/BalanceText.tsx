/** The player's balance as the shell shows it to every remote: 4 decimals, a delayed count-up. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { parseUsdt, type BalanceTextProps } from 'shared-contracts';
import { $userInfo } from '../session/user-session';
import { COUNT_UP_DELAY_MS, COUNT_UP_DURATION_MS, countUpAt, formatBalance } from './balance-display';

export function BalanceText({ className }: BalanceTextProps) {
  const user = useStore($userInfo);
  const target = user ? parseUsdt(user.balance) : null;
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    if (target === null || target === shownRef.current) return;
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
  }, [target]);

  if (target === null) return null;
  return (
    <span className={className} data-testid="balance" data-balance={formatBalance(target)}>
      {formatBalance(shown)}
    </span>
  );
}
