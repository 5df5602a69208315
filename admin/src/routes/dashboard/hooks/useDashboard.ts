/** The dashboard's figures: loaded on opening, again on 刷新; a refusal shows its Chinese message. */
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { apiPaths, dashboardSchema, type Dashboard } from 'shared-contracts';
import { api } from '../../../api/client';

export function useDashboard() {
  const { message } = App.useApp();
  const [data, setData] = useState<Dashboard | null>(null);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await api.get(apiPaths.admin.dashboard, undefined, dashboardSchema));
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setLoading(false);
    }
  }, [message]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, reload };
}
