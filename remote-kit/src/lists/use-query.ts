/**
 * One unpaged call's answer for a filter (a records summary or round; agent info and periods; a
 * promotion, a custom page, a red packet; the wallet's info and addresses; the lobby's banners): a
 * new filter cancels the call of the old one, and only the answer of the filter shown is kept. It
 * tells a refusal (the server said no: a state of its own) from a failure on the way (a retry). The
 * call runs again on reload() and whenever the component's effects run again (React's Activity
 * re-runs them when a kept-alive tab is shown again).
 */
import { useCallback, useEffect, useState } from 'react';
import { getHost } from '../host-slot';
import { filterKey } from './keyset-paging';
import { failureKind, type QueryFailure } from './query-outcome';

export interface Query<Answer> {
  /** undefined while loading; null when the call was refused or failed (the shell toasted why; `failure` says which). */
  answer: Answer | null | undefined;
  /** Why `answer` is null; undefined while there is an answer or none yet. */
  failure: QueryFailure | undefined;
  /** The server's text of a refusal (its Chinese message), to tell one refusal from another. */
  refusal: string | undefined;
  reload(): void;
  /** Replaces the shown answer (a grab's answer carries the packet as it now is). */
  replace(answer: Answer): void;
}

export interface QueryOptions {
  /** POST sends the filter as the body (the default); GET as the query. */
  method?: 'GET' | 'POST';
  /**
   * What a reload shows until its answer comes: the answer before it ('old-answer': numbers stay
   * on screen after a claim) or nothing, i.e. the loading state ('loading': a retry after a
   * failure shows 加载中 instead of the failure).
   */
  whileReloading?: 'old-answer' | 'loading';
  /** A reload that fails keeps the answer before it on screen (a list re-read after an edit), instead of the failure. */
  keepAnswerOnFailure?: boolean;
}

export interface QueryState<Answer> {
  key: string | null;
  /** The reload the answer came for. */
  generation: number;
  answer: Answer | null | undefined;
  failure?: QueryFailure;
  refusal?: string;
}

const NOTHING: QueryState<never> = { key: null, generation: 0, answer: undefined };

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

/**
 * The state after a call of `key` at `generation` failed: the failure, or with keepAnswer the
 * answer shown before (of the same filter) with the failure forgotten.
 */
export function afterFailure<Answer>(
  shown: QueryState<Answer>,
  failed: QueryState<Answer>,
  keepAnswer: boolean,
): QueryState<Answer> {
  const hadAnswer = shown.key === failed.key && shown.answer !== null && shown.answer !== undefined;
  return keepAnswer && hadAnswer ? { ...shown, generation: failed.generation } : failed;
}

/**
 * The answer of `path` for `filter`; `filter` null: nothing to ask (a visitor, a closed popup, no
 * code), and whatever was shown is forgotten (the next player never sees the last one's answer).
 * @example const info = useQuery<AgentInfoResult>(apiPaths.agent.info, loggedIn ? {} : null);
 */
export function useQuery<Answer>(
  path: string,
  filter: Readonly<Record<string, unknown>> | null,
  { whileReloading = 'old-answer', method = 'POST', keepAnswerOnFailure = false }: QueryOptions = {},
): Query<Answer> {
  const [generation, setGeneration] = useState(0);
  const key = filter === null ? null : `${path}?${filterKey(filter)}`;
  const [state, setState] = useState<QueryState<Answer>>(NOTHING);
  // Nothing to ask any more: forget the answer in this very render (React's adjust-state-while-rendering).
  if (key === null && state.key !== null) setState(NOTHING);

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
          const kind = failureKind(error);
          if (kind === 'cancelled') return;
          const refusal = kind === 'refused' && error instanceof Error ? error.message : undefined;
          const failed: QueryState<Answer> = { key, generation, answer: null, failure: kind, refusal };
          setState((shown) => afterFailure(shown, failed, keepAnswerOnFailure));
        },
      );
    return () => controller.abort();
    // The filter is compared by its key: a new object with the same values asks nothing new.
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const replace = useCallback((answer: Answer) => setState({ key, generation, answer }), [key, generation]);
  const answer = shownAnswer(state, key, generation, whileReloading);
  const failed = answer === null && state.key === key;
  return {
    answer,
    failure: failed ? state.failure : undefined,
    refusal: failed ? state.refusal : undefined,
    reload,
    replace,
  };
}
