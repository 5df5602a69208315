/**
 * One promotion's page (GET task/list?activity_type=): its card and rules. Unlike a plain query it
 * tells "does not exist" (the API's 活动不存在或已下架, or an answer without the promotion) from a
 * failed call, so the page can say so instead of offering a retry that cannot help.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiMessages, apiPaths, isRequestCancelled, type TaskListItem, type TaskListResult } from 'shared-contracts';
import { getHost } from 'remote-kit';

export type PromotionPage =
  | { state: 'loading' | 'missing' | 'failed' }
  | { state: 'shown'; item: TaskListItem; rulesHtml: string; link: string | null };

/** What an answer says about `type`: its item and detail, or missing when either is absent. */
export function pageOf(answer: TaskListResult, type: number): PromotionPage {
  const item = answer.list.find((entry) => entry.activity_type === type);
  if (!item || !answer.detail) return { state: 'missing' };
  return { state: 'shown', item, rulesHtml: answer.detail.rules_html, link: answer.detail.link };
}

/** The page of promotion `type` (null: no valid type in the URL, so nothing is asked). */
export function usePromotionPage(type: number | null): { page: PromotionPage; reload(): void } {
  const [generation, setGeneration] = useState(0);
  const [shown, setShown] = useState<{ key: string; page: PromotionPage } | null>(null);
  const key = `${type}#${generation}`;

  useEffect(() => {
    if (type === null) return;
    const controller = new AbortController();
    getHost()
      .request<TaskListResult>(apiPaths.activity.taskList, {
        method: 'GET',
        query: { activity_type: type },
        signal: controller.signal,
      })
      .then(
        (answer) => setShown({ key, page: pageOf(answer, type) }),
        (error: unknown) => {
          if (isRequestCancelled(error)) return;
          const missing = error instanceof Error && error.message === apiMessages.activityNotFound;
          setShown({ key, page: { state: missing ? 'missing' : 'failed' } });
        },
      );
    return () => controller.abort();
  }, [type, key]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  if (type === null) return { page: { state: 'missing' }, reload };
  return { page: shown?.key === key ? shown.page : { state: 'loading' }, reload };
}
