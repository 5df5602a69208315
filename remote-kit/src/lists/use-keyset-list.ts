/**
 * A keyset-paged list (records, agent lists): the first page, then `cursor: next_cursor` until
 * null. A new filter (or reload) starts over and cancels the calls still running for the old one
 * (through the request's signal); an answer that still arrives for a superseded filter is dropped
 * by its key.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isRequestCancelled } from 'shared-contracts';
import { getHost } from '../host-slot';
import { filterKey, firstPaging, nextPageParams, withPage, type PagingState } from './keyset-paging';

export interface KeysetList<Row, Answer> {
  rows: Row[];
  /** The newest page's answer (totals, kinds, the period's bounds); undefined before the first. */
  answer: Answer | undefined;
  /**
   * The newest answer of any filter or reload: totals that do not depend on the filter stay on
   * screen while a new filter's first page loads, instead of flashing to loading.
   */
  lastAnswer: Answer | undefined;
  hasMore: boolean;
  /** The first page has come (so an empty list means empty). */
  loaded: boolean;
  /** For antd-mobile InfiniteScroll: rejects on a failed call (it then offers a retry). */
  loadMore(): Promise<void>;
  /** Starts the list over (e.g. after a claim changed its rows and totals). */
  reload(): void;
  /** Changes with the filter: key the InfiniteScroll by it so a new filter gets a fresh one. */
  listKey: string;
}

interface Options<Row, Answer> {
  path: string;
  /** GET sends the filter as the query (agent performance/list); POST as the body (records, agent player/log). */
  method: 'GET' | 'POST';
  filter: Readonly<Record<string, unknown>>;
  /** The page's rows in the answer (`list`, `items`, …); keep it stable (module level), like keyOf. */
  rowsOf(answer: Answer): Row[];
  keyOf(row: Row): string | number;
  size?: number;
}

interface ListState<Row, Answer> {
  key: string;
  paging: PagingState<Row>;
  answer: Answer | undefined;
  lastAnswer: Answer | undefined;
}

/** The list for `filter` at `path`, paged by `cursor`/`next_cursor` as the InfiniteScroll asks for more. */
export function useKeysetList<Row, Answer extends { next_cursor: string | null }>({
  path,
  method,
  filter,
  rowsOf,
  keyOf,
  size = 20,
}: Options<Row, Answer>): KeysetList<Row, Answer> {
  const [generation, setGeneration] = useState(0);
  const listKey = `${path}?${filterKey(filter)}#${generation}`;
  const [state, setState] = useState<ListState<Row, Answer>>(() => ({
    key: listKey,
    paging: firstPaging(),
    answer: undefined,
    lastAnswer: undefined,
  }));
  // A new filter: the list starts over in this very render (React's adjust-state-while-rendering).
  const current =
    state.key === listKey
      ? state
      : { key: listKey, paging: firstPaging<Row>(), answer: undefined, lastAnswer: state.answer ?? state.lastAnswer };
  if (current !== state) setState(current);

  const running = useRef(new Set<AbortController>());
  useEffect(() => {
    const calls = running.current;
    // A new filter or leaving the page cancels what the old one still waits for.
    return () => {
      for (const controller of calls) controller.abort();
      calls.clear();
    };
  }, [listKey]);

  const { paging } = current;
  const loadMore = useCallback(async () => {
    if (paging.done) return;
    const controller = new AbortController();
    running.current.add(controller);
    const params = nextPageParams(filter, paging, size);
    try {
      const answer = await getHost().request<Answer>(path, {
        method,
        ...(method === 'GET' ? { query: params } : { body: params }),
        signal: controller.signal,
      });
      const page = { rows: rowsOf(answer), next_cursor: answer.next_cursor };
      setState((shown) =>
        shown.key === listKey && shown.paging === paging
          ? { key: listKey, paging: withPage(paging, page, keyOf), answer, lastAnswer: answer }
          : shown,
      );
    } catch (error) {
      // A cancelled call belongs to a filter no longer shown: nothing failed.
      if (!isRequestCancelled(error)) throw error;
    } finally {
      running.current.delete(controller);
    }
    // The filter is part of listKey; a new object with the same values is the same list.
  }, [listKey, paging, path, method, size, rowsOf, keyOf]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return {
    rows: paging.rows,
    answer: current.answer,
    lastAnswer: current.answer ?? current.lastAnswer,
    hasMore: !paging.done,
    loaded: paging.pages > 0,
    loadMore,
    reload,
    listKey,
  };
}
