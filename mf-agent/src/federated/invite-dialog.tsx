/** Exposed as `./invite-dialog`: the invite dialog the shell mounts while showInvite is on. */
import type { CreateInviteDialog } from 'shared-contracts';
import { getHost, setHost } from 'remote-kit';
import { InviteDialog } from '../shared/invite';

function HostedInviteDialog({ visible, onClose }: { visible: boolean; onClose(): void }) {
  return <InviteDialog host={getHost()} visible={visible} onClose={onClose} />;
}

const createInviteDialog: CreateInviteDialog = (host) => {
  setHost(host);
  return HostedInviteDialog;
};

export default createInviteDialog;
