/** The player-protection calls of the contract (shared-contracts api/protection.ts), through the shell's HTTP client. */
import {
  apiPaths,
  type BreakKind,
  type BreakView,
  type HostApi,
  type LimitKey,
  type ProtectionStatus,
  type RealityCheckMinutes,
} from 'shared-contracts';

const post = <T>(host: HostApi, path: string, body?: Record<string, unknown>) =>
  host.request<T>(path, { method: 'POST', body });

/** Failures reject; the shell has toasted the server's Chinese message already. */
export const protectionCalls = (host: HostApi) => ({
  status: () => host.request<ProtectionStatus>(apiPaths.protection.status, { method: 'GET' }),
  /** `amount` '' removes the limit. */
  setLimit: (key: LimitKey, amount: string) => post<unknown>(host, apiPaths.protection.limit, { key, amount }),
  realityCheck: (minutes: RealityCheckMinutes) => post<unknown>(host, apiPaths.protection.realityCheck, { minutes }),
  takeBreak: (kind: BreakKind, period: string) =>
    post<BreakView>(host, apiPaths.protection.takeBreak, { kind, period }),
  skipDepositPrompt: () => post<unknown>(host, apiPaths.protection.depositPrompt),
});
