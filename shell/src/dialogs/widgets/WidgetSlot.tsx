/**
 * Where a remote's widget is mounted while its flag is on (the invite dialog, the recharge popup).
 * The widget is the remote's code; loading it, and containing its failures, is the shell's.
 */
import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import { useEffect, useState, type ComponentType } from 'react';
import { messages, type HostApi } from 'shared-contracts';
import { loadWidget } from '../../federation/remote-loader';
import { hostApi } from '../../host/host-api';
import { showToast } from '../../platform/toast';
import { WidgetBoundary } from './WidgetBoundary';

type Widget = ComponentType<{ visible: boolean; onClose(): void }>;

export interface WidgetSlotProps {
  /** The UI flag that opens it ($showInvite, $showRecharge). */
  flag: WritableAtom<boolean>;
  remote: string;
  expose: string;
}

export function WidgetSlot({ flag, remote, expose }: WidgetSlotProps) {
  const open = useStore(flag);
  const [Dialog, setDialog] = useState<Widget | null>(null);
  // Each opening gets a fresh error boundary; closing keeps it, so the closing animation plays.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    loadWidget<(host: HostApi) => Widget>(remote, expose).then(
      (create) => {
        const created = create(hostApi);
        if (current) setDialog(() => created);
      },
      (error: unknown) => {
        console.error(`${remote}/${expose} could not be loaded`, error);
        if (current) {
          showToast(messages.remote.loadFailed);
          flag.set(false);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [open, Dialog, flag, remote, expose]);

  if (!Dialog) return null;
  const close = () => flag.set(false);
  return (
    <WidgetBoundary key={openings} onError={close}>
      <Dialog visible={open} onClose={close} />
    </WidgetBoundary>
  );
}
