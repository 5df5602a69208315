/** One way to invite: platform name, QR code, link, and the 保存图片 / 复制链接 buttons. */
import { Button } from 'antd-mobile';
import { messages } from 'shared-contracts';
import type { InviteActions } from '../hooks/use-invite-actions';
import type { InvitePlatform } from '../invite-platforms';
import styles from './InviteDialog.module.css';

export function InviteOption({ platform, actions }: { platform: InvitePlatform; actions: InviteActions }) {
  return (
    <li className={styles.option}>
      <img className={styles.qr} src={platform.qr} alt={platform.name} data-testid={`invite-qr-${platform.key}`} />
      <div className={styles.details}>
        <strong className={styles.platform}>{platform.name}</strong>
        <span className={styles.link}>{platform.link}</span>
        <div className={styles.buttons}>
          <Button
            size="small"
            color="primary"
            data-testid={`invite-save-${platform.key}`}
            onClick={() => void actions.savePicture(platform)}
          >
            {messages.invite.savePicture}
          </Button>
          <Button
            size="small"
            color="primary"
            fill="outline"
            data-testid={`invite-copy-${platform.key}`}
            onClick={() => void actions.copyLink(platform)}
          >
            {messages.invite.copyLink}
          </Button>
        </div>
      </div>
    </li>
  );
}
