/** Announcement popup (spec §2 popup 2): titled 公告, the first bulletin's HTML (operator HTML), sanitized by the site's one sanitizer (remote-kit). */
import { Button, CenterPopup } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { messages, type Bulletin } from 'shared-contracts';
import { sanitizeOperatorHtml } from 'remote-kit/operator-html';
import { SESSION_KEYS } from '../../stores/storage-keys';
import shared from '../dialogs.module.css';
import styles from './AutoPopups.module.css';

export function AnnouncementDialog({ bulletin, onClose }: { bulletin: Bulletin; onClose(): void }) {
  const html = useMemo(() => sanitizeOperatorHtml(bulletin.content), [bulletin.content]);
  useEffect(() => {
    sessionStorage.setItem(SESSION_KEYS.noticeShown, '1');
  }, []);
  return (
    <CenterPopup visible onMaskClick={onClose}>
      <div className={shared.panel} data-testid="announcement">
        <h2 className={shared.title}>{messages.notice.title}</h2>
        <div className={styles.bulletin} data-testid="announcement-body" dangerouslySetInnerHTML={{ __html: html }} />
        <Button className={shared.footer} block color="primary" onClick={onClose} data-testid="announcement-close">
          {messages.notice.confirm}
        </Button>
      </div>
    </CenterPopup>
  );
}
