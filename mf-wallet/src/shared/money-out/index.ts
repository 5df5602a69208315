/** Money out shared by /withdrawal, /safe and the widgets: the address panel, the password panel, their calls and rules. */
export { AddressPanel } from './components/AddressPanel';
export { PasswordPanel } from './components/PasswordPanel';
export { useAddresses, useRecentWithdrawals, useWithdrawInfo } from './hooks/use-money-out';
export { moneyOutCalls } from './money-out-calls';
