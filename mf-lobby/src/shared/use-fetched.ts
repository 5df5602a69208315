/** Loads a value once through the HostApi; undefined until it arrives or when it failed (the shell toasted it). */
import { useEffect, useState } from 'react';
import { getHost } from 'remote-kit';

export function useFetched<T>(path: string, query?: Record<string, unknown>): T | undefined {
  const [value, setValue] = useState<T>();
  const queryKey = JSON.stringify(query ?? {});
  useEffect(() => {
    let current = true;
    getHost()
      .request<T>(path, { query: JSON.parse(queryKey) as Record<string, unknown> })
      .then(
        (result) => current && setValue(result),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [path, queryKey]);
  return value;
}
