/**
 * What one promotion's page shows (GET task/list?activity_type=), kept pure so it is tested without
 * React: its card and rules, or "does not exist" (the API's 活动不存在或已下架, or an answer without the
 * promotion) told from a failed call, so the page can say so instead of offering a retry that cannot help.
 */
import { apiMessages, type TaskListItem, type TaskListResult } from 'shared-contracts';
import type { Query } from 'remote-kit';

export type PromotionPage =
  | { state: 'loading' | 'missing' | 'failed' }
  | { state: 'shown'; item: TaskListItem; rulesHtml: string; link: string | null };

/** What an answer says about `type`: its item and detail, or missing when either is absent. */
export function pageOf(answer: TaskListResult, type: number): PromotionPage {
  const item = answer.list.find((entry) => entry.activity_type === type);
  if (!item || !answer.detail) return { state: 'missing' };
  return { state: 'shown', item, rulesHtml: answer.detail.rules_html, link: answer.detail.link };
}

/** The page a query's state shows: loading, missing (the server's 活动不存在或已下架), failed, or the promotion. */
export function pageOfQuery(query: Pick<Query<TaskListResult>, 'answer' | 'refusal'>, type: number): PromotionPage {
  if (query.answer === undefined) return { state: 'loading' };
  if (query.answer === null) return { state: query.refusal === apiMessages.activityNotFound ? 'missing' : 'failed' };
  return pageOf(query.answer, type);
}
