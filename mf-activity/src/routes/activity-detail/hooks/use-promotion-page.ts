/** One promotion's page (GET task/list?activity_type=) as the kit's query reads it; what it shows is promotion-page.ts. */
import { apiPaths, type TaskListResult } from 'shared-contracts';
import { useQuery } from 'remote-kit';
import { pageOfQuery, type PromotionPage } from './promotion-page';

export type { PromotionPage } from './promotion-page';

/** The page of promotion `type` (null: no valid type in the URL, so nothing is asked). */
export function usePromotionPage(type: number | null): { page: PromotionPage; reload(): void } {
  const query = useQuery<TaskListResult>(apiPaths.activity.taskList, type === null ? null : { activity_type: type }, {
    method: 'GET',
    // A retry shows 加载中, not the failure it retries.
    whileReloading: 'loading',
  });
  return { page: type === null ? { state: 'missing' } : pageOfQuery(query, type), reload: query.reload };
}
