/** The ledger module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export {
  PLATFORM_ACCOUNTS,
  accountId,
  balanceOf,
  clearingShardOf,
  playerBalance,
  playerHoldCode,
  playerWalletCode,
  providerAccountCode,
  providerAccountCodes,
  redPacketHoldCode,
  walletAccountId,
} from './accounts';
export { BalanceOutOfRangeError, IdempotencyConflictError, InsufficientFundsError } from './errors';
export { placeHoldIn, settleHoldIn } from './holds';
export { postTransfer } from './ledger';
export type { PostedTransfer } from './ledger';
export { balancedLegs, movement, transferInputHash } from './postings';
export { selectBalance } from './store';
