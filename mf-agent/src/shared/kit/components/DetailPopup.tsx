/** A bottom popup with a heading (a member's performance, a day's commission): scrolls inside, closes by its cross or the mask. */
import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import popup from '../Popup.module.css';

interface Props {
  visible: boolean;
  title: string;
  onClose(): void;
  testId: string;
  children: ReactNode;
}

export function DetailPopup({ visible, title, onClose, testId, children }: Props) {
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={popup.body}
      data-testid={testId}
    >
      <h2 className={popup.heading}>{title}</h2>
      {children}
    </Popup>
  );
}
