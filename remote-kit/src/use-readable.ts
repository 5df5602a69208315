/** Reads a HostApi store (a ReadableValue, shaped like a nanostores atom) inside a component. */
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableValue } from 'shared-contracts';

/**
 * The store's current value; the component re-renders on every change.
 * `listen` (not `subscribe`): React reads the value itself through `get`.
 */
export function useReadable<T>(store: ReadableValue<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const getSnapshot = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
