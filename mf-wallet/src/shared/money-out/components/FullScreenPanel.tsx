/** A full-screen antd-mobile Popup (spec §2 popups 4 and 5) with its h2 title: the shell's a11y shim names the dialog by it. */
import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './MoneyOut.module.css';

interface Props {
  visible: boolean;
  onClose(): void;
  title: string;
  testId: string;
  children: ReactNode;
}

export function FullScreenPanel({ visible, onClose, title, testId, children }: Props) {
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="right"
      showCloseButton
      destroyOnClose
      bodyClassName={styles.panelBody}
    >
      <div className={styles.panel} data-testid={testId}>
        <h2 className={styles.panelTitle}>{title}</h2>
        {children}
      </div>
    </Popup>
  );
}
