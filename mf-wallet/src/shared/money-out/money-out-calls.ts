/** The money-out calls that change something (reads are the kit's queries, hooks/use-money-out.ts), of the contract (shared-contracts api/withdrawals.ts), through the shell's HTTP client. */
import { apiPaths, type HostApi, type WithdrawAddressType, type Withdrawal } from 'shared-contracts';

const post = <T>(host: HostApi, path: string, body?: Record<string, unknown>) =>
  host.request<T>(path, { method: 'POST', body });

/** Failures reject; the shell has toasted them already. */
export const moneyOutCalls = (host: HostApi) => ({
  bindAddress: (body: { type: WithdrawAddressType; address: string; area?: string }) =>
    post<unknown>(host, apiPaths.wallet.bindAddress, body),
  deleteAddress: (id: number) => post<unknown>(host, apiPaths.wallet.deleteAddress, { id }),
  setPassword: (password: string, confirm: string) =>
    post<unknown>(host, apiPaths.wallet.setPassword, { password, confirm_password: confirm }),
  updatePassword: (old: string, password: string, confirm: string) =>
    post<unknown>(host, apiPaths.wallet.updatePassword, {
      old_password: old,
      password,
      confirm_password: confirm,
    }),
  apply: (body: { amount: string; address_id: number; password: string; request_id: string }) =>
    post<Withdrawal>(host, apiPaths.wallet.withdrawApply, body),
});
