/** A call's answer kept in state, loaded while `active` and again on reload(). */
import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** undefined while the first answer is awaited; null when the call failed (the shell toasted it). */
  value: T | null | undefined;
  /** Asks again; the shown value stays until the new answer. */
  reload(): void;
}

export function useLoaded<T>(load: () => Promise<T>, active: boolean): Loaded<T> {
  const [value, setValue] = useState<T | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!active) return setValue(undefined);
    let current = true;
    load().then(
      (answer) => current && setValue(answer),
      () => current && setValue((shown) => shown ?? null),
    );
    return () => {
      current = false;
    };
  }, [load, active, generation]);
  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { value, reload };
}
