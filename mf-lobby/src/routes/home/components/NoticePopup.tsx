/** The notice bar's full text in a bottom popup titled 公告. */
import { Popup } from 'antd-mobile';
import { messages } from 'shared-contracts';
import styles from './HomeNoticeBar.module.css';

export default function NoticePopup({ visible, text, onClose }: { visible: boolean; text: string; onClose(): void }) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={styles.popupBody}
    >
      <div className={styles.popup} data-testid="notice-popup">
        <h3 className={styles.popupTitle}>{messages.lobby.notice}</h3>
        <p className={styles.popupText}>{text}</p>
      </div>
    </Popup>
  );
}
