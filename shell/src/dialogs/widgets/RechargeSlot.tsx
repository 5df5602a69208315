/** The wallet remote's recharge popup, mounted while showRecharge is on (spec §2 popup 3; home's 充值). */
import { RECHARGE_POPUP_EXPOSE, RECHARGE_POPUP_REMOTE } from 'shared-contracts';
import { $showRecharge } from '../../stores/ui-flags';
import { WidgetSlot } from './WidgetSlot';

export function RechargeSlot() {
  return <WidgetSlot flag={$showRecharge} remote={RECHARGE_POPUP_REMOTE} expose={RECHARGE_POPUP_EXPOSE} />;
}
