/** The player's withdrawal info and bound addresses, each loaded while the player is logged in. */
import { useCallback } from 'react';
import type { HostApi } from 'shared-contracts';
import { useReadable } from 'remote-kit';
import { moneyOutCalls } from '../money-out-calls';
import { useLoaded } from './use-loaded';

export const useLoggedIn = (host: HostApi) => useReadable(host.session.token) !== null;

export function useWithdrawInfo(host: HostApi, active: boolean) {
  const load = useCallback(() => moneyOutCalls(host).info(), [host]);
  return useLoaded(load, active);
}

export function useAddresses(host: HostApi, active: boolean) {
  const load = useCallback(() => moneyOutCalls(host).addresses(), [host]);
  return useLoaded(load, active);
}

/** How many of the newest withdrawals /withdrawal lists; the rest are in 充提记录. */
const RECENT_WITHDRAWALS = 5;

export function useRecentWithdrawals(host: HostApi, active: boolean) {
  const load = useCallback(() => moneyOutCalls(host).recentWithdrawals(RECENT_WITHDRAWALS), [host]);
  return useLoaded(load, active);
}
