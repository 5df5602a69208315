/**
 * One GET call's answer (a custom page, the community, a red packet by its code), telling a refusal
 * (页面不存在, 红包不存在: a state of its own) from a failure on the way (a retry). A new query
 * cancels the old call; reload() asks again and keeps the shown answer until the new one comes.
 */
import { useCallback, useEffect, useState } from 'react';
import { getHost } from 'remote-kit';
import { failureKind } from '../lookup-outcome';

/** undefined while loading; 'refused' when the server said no; 'failed' when the call did not get through. */
export type Lookup<Answer> = Answer | 'refused' | 'failed' | undefined;

interface Shown<Answer> {
  key: string | null;
  answer: Lookup<Answer>;
}

/** The answer of GET `path?query`; `query` null asks nothing (a visitor, no code). */
export function useLookup<Answer>(path: string, query: Readonly<Record<string, string>> | null) {
  const [generation, setGeneration] = useState(0);
  const key = query === null ? null : `${path}?${new URLSearchParams(query).toString()}`;
  const [shown, setShown] = useState<Shown<Answer>>({ key: null, answer: undefined });

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    getHost()
      .request<Answer>(path, { method: 'GET', query: { ...query }, signal: controller.signal })
      .then(
        (answer) => setShown({ key, answer }),
        (error: unknown) => {
          const kind = failureKind(error);
          if (kind !== 'cancelled') setShown({ key, answer: kind });
        },
      );
    return () => controller.abort();
    // The query is compared by its key: a new object with the same values asks nothing new.
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  /** Replaces the shown answer (a grab's answer carries the packet as it now is). */
  const replace = useCallback((answer: Answer) => setShown({ key, answer }), [key]);
  return { answer: shown.key === key ? shown.answer : undefined, reload, replace };
}
