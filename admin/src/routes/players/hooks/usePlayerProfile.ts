/** A player's profile (GET /api/admin/players/:id), loaded again after each change the screen makes. */
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { adminPlayerProfileSchema, apiPaths, type AdminPlayerProfile } from 'shared-contracts';
import { api } from '../../../api/client';

export function usePlayerProfile(playerId: number) {
  const { message } = App.useApp();
  const [profile, setProfile] = useState<AdminPlayerProfile | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setProfile(await api.get(`${apiPaths.admin.players}/${playerId}`, {}, adminPlayerProfileSchema));
      setMissing(null);
    } catch (error) {
      setMissing((error as Error).message);
      message.error((error as Error).message);
    }
  }, [playerId, message]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { profile, missing, reload, setProfile };
}
