/**
 * One unpaged call's answer (POST, or GET with the filter as the query) for a filter (a records summary or round; agent info, template,
 * period summary, a member's detail): a new filter cancels the call of the old one, and only the
 * answer of the filter shown is kept. The call runs again on reload() and whenever the component's
 * effects run again (React's Activity re-runs them when a kept-alive tab is shown again).
 */
import { useCallback, useEffect, useState } from 'react';
import { isRequestCancelled } from 'shared-contracts';
import { getHost } from '../host-slot';
import { filterKey } from './keyset-paging';

export interface Query<Answer> {
  /** undefined while loading; null when the call failed (the shell toasted why). */
  answer: Answer | null | undefined;
  reload(): void;
}

export interface QueryOptions {
  /** POST sends the filter as the body (the default); GET as the query (task/list, task/progress). */
  method?: 'GET' | 'POST';
  /**
   * What a reload shows until its answer comes: the answer before it ('old-answer': numbers stay
   * on screen after a claim) or nothing, i.e. the loading state ('loading': a retry after a
   * failure shows 加载中 instead of the failure).
   */
  whileReloading?: 'old-answer' | 'loading';
}

export interface QueryState<Answer> {
  key: string | null;
  /** The reload the answer came for. */
  generation: number;
  answer: Answer | null | undefined;
}

/**
 * The answer on screen for the filter `key` at reload `generation`: the kept one only if it came
 * for that filter, and for that reload unless a reload keeps the old answer (never an old failure,
 * null); else undefined (loading).
 */
export function shownAnswer<Answer>(
  state: QueryState<Answer>,
  key: string | null,
  generation: number,
  whileReloading: QueryOptions['whileReloading'] = 'old-answer',
): Answer | null | undefined {
  if (state.key !== key) return undefined;
  if (state.generation === generation) return state.answer;
  // A reload keeps an old answer on screen, but not an old failure: a retry shows it is loading.
  return whileReloading === 'old-answer' && state.answer !== null ? state.answer : undefined;
}

/** The answer of `path` for `filter`; `filter` null: nothing to ask (a visitor, a closed popup). */
export function useQuery<Answer>(
  path: string,
  filter: Readonly<Record<string, unknown>> | null,
  { whileReloading = 'old-answer', method = 'POST' }: QueryOptions = {},
): Query<Answer> {
  const [generation, setGeneration] = useState(0);
  const key = filter === null ? null : `${path}?${filterKey(filter)}`;
  const [state, setState] = useState<QueryState<Answer>>({ key: null, generation: 0, answer: undefined });

  useEffect(() => {
    if (filter === null) return;
    const controller = new AbortController();
    getHost()
      .request<Answer>(path, {
        method,
        ...(method === 'GET' ? { query: { ...filter } } : { body: { ...filter } }),
        signal: controller.signal,
      })
      .then(
        (answer) => setState({ key, generation, answer }),
        (error: unknown) => {
          if (!isRequestCancelled(error)) setState({ key, generation, answer: null });
        },
      );
    return () => controller.abort();
    // The filter is compared by its key: a new object with the same values asks nothing new.
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { answer: shownAnswer(state, key, generation, whileReloading), reload };
}
