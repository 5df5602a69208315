/**
 * Where the agent remote's invite dialog is mounted while showInvite is on (spec §2 popup 6).
 * The dialog is the agent's code; loading it, and containing its failures, is the shell's.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import { INVITE_DIALOG_EXPOSE, INVITE_DIALOG_REMOTE, messages, type CreateInviteDialog } from 'shared-contracts';
import { loadWidget } from '../../federation/remote-loader';
import { hostApi } from '../../host/host-api';
import { showToast } from '../../platform/toast';
import { $showInvite } from '../../stores/ui-flags';
import { WidgetBoundary } from './WidgetBoundary';

type InviteDialog = ComponentType<{ visible: boolean; onClose(): void }>;

export function InviteSlot() {
  const open = useStore($showInvite);
  const [Dialog, setDialog] = useState<InviteDialog | null>(null);
  // Each opening gets a fresh error boundary; closing keeps it, so the closing animation plays.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  const close = () => $showInvite.set(false);

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    loadWidget<CreateInviteDialog>(INVITE_DIALOG_REMOTE, INVITE_DIALOG_EXPOSE).then(
      (create) => {
        const created = create(hostApi);
        if (current) setDialog(() => created);
      },
      (error: unknown) => {
        console.error('invite dialog could not be loaded', error);
        if (current) {
          showToast(messages.remote.loadFailed);
          close();
        }
      },
    );
    return () => {
      current = false;
    };
  }, [open, Dialog]);

  if (!Dialog) return null;
  return (
    <WidgetBoundary key={openings} onError={close}>
      <Dialog visible={open} onClose={close} />
    </WidgetBoundary>
  );
}
