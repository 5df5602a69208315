/**
 * The loading of what a screen shows, shared by the list hooks (useApiData, usePagedList,
 * usePagedResult): load when `fetcher` changes (a new page or filter), again on `reload()`, and,
 * with `refreshMs`, quietly while the page is visible. The rules are createListLoader's: a failure
 * is `error` (shown with 重试 by the screen, never as "no data"), an older answer is dropped.
 */
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createListLoader, type LoadState } from './list-loader';
import { useVisiblePolling } from './useVisiblePolling';

export interface ListLoad<T> extends LoadState<T> {
  reload: () => Promise<void>;
}

export function useListLoad<T>(fetcher: () => Promise<T>, refreshMs?: number, quiet = false): ListLoad<T> {
  const { message } = App.useApp();
  const [state, setState] = useState<LoadState<T>>({ data: null, error: null, loading: true });
  const loader = useRef<ReturnType<typeof createListLoader<T>> | null>(null);
  loader.current ??= createListLoader<T>(setState);
  const toast = quiet ? undefined : (text: string) => void message.error(text);
  const toastRef = useRef(toast);
  useEffect(() => {
    toastRef.current = toast;
  });

  const reload = useCallback(
    () => loader.current!.load(fetcher, { background: false, toast: toastRef.current }),
    [fetcher],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  useVisiblePolling(() => void loader.current!.load(fetcher, { background: true }), refreshMs);

  return { ...state, reload };
}
