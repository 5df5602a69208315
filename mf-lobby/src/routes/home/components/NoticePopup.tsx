/** The notice bar's full text in the kit's bottom popup titled 公告. */
import { messages } from 'shared-contracts';
import { SheetPopup } from 'remote-kit';
import styles from './HomeNoticeBar.module.css';

export default function NoticePopup({ visible, text, onClose }: { visible: boolean; text: string; onClose(): void }) {
  return (
    <SheetPopup
      visible={visible}
      onClose={onClose}
      bodyClassName={styles.popupBody}
      className={styles.popup}
      testId="notice-popup"
      heading={<h3 className={styles.popupTitle}>{messages.lobby.notice}</h3>}
    >
      <p className={styles.popupText}>{text}</p>
    </SheetPopup>
  );
}
