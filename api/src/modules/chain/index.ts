/** The chain module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { usdtTransferLogs } from './classify';
export { tronClientOf } from './clients';
export { TronApiError } from './trongrid-client';
export type { TransactionInfo, TronClient } from './trongrid-client';
export { ABSENCE_CHECKS, ABSENCE_SPACING_MS, absenceCounts } from './absence';
export { finalityOf } from './classify';
export { USDT_CONTRACT } from './trongrid-client';
export type { BlockRef, SolidTransaction } from './trongrid-client';
export { BudgetSpentError } from './request-budget';
export type { HeadTransaction } from './fullnode-reads';
