/** The withdrawals module's face: what other modules may use of it. */
export { withdrawalRecords } from './requests/records';
export { listWithdrawals } from './review/review';
export { lockPlayerRow } from './store';
