/**
 * The rules of loading what a screen shows, apart from React (useListLoad is its hook): the latest
 * request wins (an older answer is dropped); a failure is kept as `error` and keeps the data shown
 * if it is the same list (a reload, a refresh) but not another page's or filter's rows; an
 * operator's load shows a spinner and may toast its failure, a background refresh does neither and
 * never overtakes an operator's load still running.
 */

export interface LoadState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

export interface LoadOptions {
  /** A refresh the operator did not ask for: no spinner, no toast. */
  background: boolean;
  /** Says a foreground failure (a toast); not called for a background one. */
  toast?: (text: string) => void;
}

export function createListLoader<T>(report: (state: LoadState<T>) => void) {
  let state: LoadState<T> = { data: null, error: null, loading: true };
  let latest = 0;
  /** The fetcher whose answer `state.data` is. */
  let shownFetcher: (() => Promise<T>) | null = null;
  const set = (change: Partial<LoadState<T>>) => {
    state = { ...state, ...change };
    report(state);
  };

  return {
    state: () => state,
    async load(fetcher: () => Promise<T>, options: LoadOptions): Promise<void> {
      if (options.background && state.loading) return;
      const request = ++latest;
      if (!options.background) set({ loading: true });
      try {
        const answer = await fetcher();
        if (request !== latest) return;
        shownFetcher = fetcher;
        set({ data: answer, error: null, loading: false });
      } catch (failure) {
        if (request !== latest) return;
        const text = (failure as Error).message;
        set({ error: text, loading: false, ...(shownFetcher === fetcher ? {} : { data: null }) });
        if (!options.background) options.toast?.(text);
      }
    },
  };
}
