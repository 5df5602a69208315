/** A full-screen panel (spec §2 popups 4 and 5): the kit's popup from the right, with its h2 title (the shell's a11y shim names the dialog by it). */
import type { ReactNode } from 'react';
import { SheetPopup } from 'remote-kit';
import styles from './MoneyOut.module.css';

interface Props {
  visible: boolean;
  onClose(): void;
  title: string;
  testId: string;
  children: ReactNode;
}

export function FullScreenPanel({ title, children, ...popup }: Props) {
  const heading = <h2 className={styles.panelTitle}>{title}</h2>;
  return (
    <SheetPopup {...popup} position="right" bodyClassName={styles.panelBody} className={styles.panel} heading={heading}>
      {children}
    </SheetPopup>
  );
}
