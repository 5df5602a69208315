/**
 * Data a screen reads from the API once shown, and again on `reload()` (after a change), or by
 * itself every `refreshMs` while the page is visible (a queue). `fetcher` must be stable (module
 * level or useCallback): a new one reads again. A refusal shows its Chinese message (unless
 * `quiet`, for a screen that shows `error` itself), is kept as `error` for the screen to show with
 * 重试 (LoadError), and keeps the data already shown; an answer to an older request is dropped.
 */
import { useListLoad } from './useListLoad';

export function useApiData<T>(fetcher: () => Promise<T>, options: { quiet?: boolean; refreshMs?: number } = {}) {
  return useListLoad(fetcher, options.refreshMs, options.quiet ?? false);
}
