/**
 * One unpaged agent call's answer for a filter (broker/info, the template, the period summary, a
 * member's detail): a new filter cancels the call of the old one, and only the answer of the
 * filter shown is kept. A reload keeps the old answer on screen until the new one comes.
 */
import { useCallback, useEffect, useState } from 'react';
import { isRequestCancelled } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { filterKey } from '../keyset-paging';

export interface AgentQuery<Answer> {
  /** undefined while loading; null when the call failed (the shell toasted why). */
  answer: Answer | null | undefined;
  reload(): void;
}

/** `filter` null: nothing to ask (a visitor, a closed popup). */
export function useAgentQuery<Answer>(
  path: string,
  filter: Readonly<Record<string, unknown>> | null,
): AgentQuery<Answer> {
  const [generation, setGeneration] = useState(0);
  const key = filter === null ? null : `${path}?${filterKey(filter)}`;
  const [state, setState] = useState<{ key: string | null; answer: Answer | null | undefined }>({
    key: null,
    answer: undefined,
  });

  useEffect(() => {
    if (filter === null) return;
    const controller = new AbortController();
    getHost()
      .request<Answer>(path, { method: 'POST', body: { ...filter }, signal: controller.signal })
      .then(
        (answer) => setState({ key, answer }),
        (error: unknown) => {
          if (!isRequestCancelled(error)) setState({ key, answer: null });
        },
      );
    return () => controller.abort();
    // The filter is compared by its key; the effect also runs again when the kept-alive tab is shown again.
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { answer: state.key === key ? state.answer : undefined, reload };
}
