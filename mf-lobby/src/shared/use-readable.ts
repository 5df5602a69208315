/** Reads a HostApi store (get/listen) in a component, re-rendering when it changes. */
import { useSyncExternalStore } from 'react';
import type { ReadableValue } from 'shared-contracts';

export function useReadable<T>(store: ReadableValue<T>): T {
  return useSyncExternalStore((onChange) => store.listen(onChange), store.get, store.get);
}
