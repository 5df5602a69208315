/** The deposits module's face: what other modules may use of it. */
export { rechargeOrderRecords } from './inout-source';
export { selectDepositAddressOwner, selectReceivingAddressByText } from './addresses-store';
export type { FinalTransfer } from './final-transfer';
export type { IntakeOutcome } from './intake';
export { listDepositOrders } from './orders-admin';
