/** The withdrawals module's face: what other modules may use of it. */
export { withdrawalRecords } from './records';
export { listWithdrawals } from './review';
export { lockPlayerRow } from './store';
