/** The recharge feature shared by /recharge and the widget: the form, the order popup and their rules. */
export { RechargeForm } from './components/RechargeForm';
export { RechargePopup, type RechargePopupProps } from './components/RechargePopup';
export { useOpenOrder } from './hooks/use-open-order';
