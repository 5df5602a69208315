/** The money-out calls of the contract (shared-contracts api/withdrawals.ts), through the shell's HTTP client. */
import {
  apiPaths,
  type BuyGuide,
  type InoutRecord,
  type HostApi,
  type WithdrawAddress,
  type WithdrawAddressType,
  type WithdrawInfo,
  type Withdrawal,
} from 'shared-contracts';

const post = <T>(host: HostApi, path: string, body?: Record<string, unknown>) =>
  host.request<T>(path, { method: 'POST', body });

/** Failures reject; the shell has toasted them already. */
export const moneyOutCalls = (host: HostApi) => ({
  info: () => post<WithdrawInfo>(host, apiPaths.wallet.withdrawInfo),
  addresses: () => post<{ list: WithdrawAddress[]; max: number }>(host, apiPaths.wallet.addressList),
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
  /** The newest withdrawals (充提记录 type 2), every status. */
  recentWithdrawals: (size: number) =>
    post<{ list: InoutRecord[] }>(host, apiPaths.records.inoutRecords, { type: 2, page: 1, size }),
  buyGuide: () => host.request<BuyGuide>(apiPaths.wallet.buyGuide, { method: 'GET' }),
});
