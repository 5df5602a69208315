/** The invite dialog (spec §2 popup 6): chat-bot and web QR codes; the close button and the mask close it. */
import { Button, CenterPopup } from 'antd-mobile';
import { messages, type HostApi } from 'shared-contracts';
import { useReadable } from 'remote-kit';
import { useInviteActions } from '../hooks/use-invite-actions';
import { invitePlatformsOf } from '../invite-platforms';
import { InviteOption } from './InviteOption';
import styles from './InviteDialog.module.css';

export interface InviteDialogProps {
  host: HostApi;
  visible: boolean;
  onClose(): void;
}

export function InviteDialog({ host, visible, onClose }: InviteDialogProps) {
  const invite = useReadable(host.session.invite);
  const actions = useInviteActions(host);

  return (
    <CenterPopup visible={visible} onMaskClick={onClose} destroyOnClose className={styles.popup}>
      <div className={styles.dialog} data-testid="invite-dialog">
        <h2 className={styles.title}>{messages.invite.title}</h2>
        {invite ? (
          <ul className={styles.options}>
            {invitePlatformsOf(invite).map((platform) => (
              <InviteOption key={platform.key} platform={platform} actions={actions} />
            ))}
          </ul>
        ) : (
          <p className={styles.loadFailed} data-testid="invite-load-failed">
            {messages.invite.loadFailed}
          </p>
        )}
        <Button block fill="outline" className={styles.close} data-testid="invite-close" onClick={onClose}>
          {messages.invite.close}
        </Button>
      </div>
    </CenterPopup>
  );
}
