/**
 * Data a screen reads from the API once shown, and again on `reload()` (after a change, or on a
 * timer). `fetcher` must be stable (module level or useCallback): a new one reads again. A refusal
 * shows its Chinese message (unless `quiet`, for a screen that shows `error` itself) and keeps the
 * data already shown.
 */
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';

export function useApiData<T>(fetcher: () => Promise<T>, options: { quiet?: boolean } = {}) {
  const { message } = App.useApp();
  const quiet = options.quiet ?? false;
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: T | null; error: string | null; version: number }>({
    data: null,
    error: null,
    version: -1,
  });
  useEffect(() => {
    let live = true;
    fetcher().then(
      (data) => live && setState({ data, error: null, version }),
      (error: Error) => {
        if (!live) return;
        if (!quiet) message.error(error.message);
        setState((before) => ({ ...before, error: error.message, version }));
      },
    );
    return () => {
      live = false;
    };
  }, [fetcher, version, message, quiet]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data: state.data, error: state.error, loading: state.version !== version, reload };
}
