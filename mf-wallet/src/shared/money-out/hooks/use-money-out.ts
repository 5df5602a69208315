/**
 * The player's withdrawal info, bound addresses and newest withdrawals: the kit's queries, each
 * asked while `active` (a logged-in player, an open panel). A re-read that fails (the shell toasted
 * why) keeps what was shown.
 */
import { apiPaths, type InoutRecord, type WithdrawAddress, type WithdrawInfo } from 'shared-contracts';
import { useQuery } from 'remote-kit';

const NO_BODY = {};
const KEEP_SHOWN = { keepAnswerOnFailure: true } as const;

export const useWithdrawInfo = (active: boolean) =>
  useQuery<WithdrawInfo>(apiPaths.wallet.withdrawInfo, active ? NO_BODY : null, KEEP_SHOWN);

export const useAddresses = (active: boolean) =>
  useQuery<{ list: WithdrawAddress[]; max: number }>(apiPaths.wallet.addressList, active ? NO_BODY : null, KEEP_SHOWN);

/** The newest withdrawals /withdrawal lists (充提记录 type 2, every status); the rest are in 充提记录. */
const RECENT_WITHDRAWALS = { type: 2, page: 1, size: 5 };

export const useRecentWithdrawals = (active: boolean) =>
  useQuery<{ list: InoutRecord[] }>(apiPaths.records.inoutRecords, active ? RECENT_WITHDRAWALS : null, KEEP_SHOWN);
