/** The agent remote's invite dialog, mounted while showInvite is on (spec §2 popup 6). */
import { INVITE_DIALOG_EXPOSE, INVITE_DIALOG_REMOTE } from 'shared-contracts';
import { $showInvite } from '../../stores/ui-flags';
import { WidgetSlot } from './WidgetSlot';

export function InviteSlot() {
  return <WidgetSlot flag={$showInvite} remote={INVITE_DIALOG_REMOTE} expose={INVITE_DIALOG_EXPOSE} />;
}
