/** The player's protection status (limits, reality check, first-deposit prompt), loaded while `active`. */
import { useCallback } from 'react';
import type { HostApi } from 'shared-contracts';
import { useLoaded } from '../../money-out/hooks/use-loaded';
import { protectionCalls } from '../protection-calls';

export function useProtectionStatus(host: HostApi, active: boolean) {
  const load = useCallback(() => protectionCalls(host).status(), [host]);
  return useLoaded(load, active);
}
