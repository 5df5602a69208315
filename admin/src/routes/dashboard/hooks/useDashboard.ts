/**
 * The dashboard's figures: loaded on opening, again on 刷新. A refusal shows its Chinese message and
 * stays as `error` for the screen to show with 重试 (never as "no data").
 */
import { apiPaths, dashboardSchema } from 'shared-contracts';
import { api } from '../../../api/client';
import { useApiData } from '../../../shared/useApiData';

const fetchDashboard = () => api.get(apiPaths.admin.dashboard, undefined, dashboardSchema);

export function useDashboard() {
  return useApiData(fetchDashboard);
}
