/**
 * The remotes' popups over a page (a round's calls, a member's performance, the notice, the
 * recharge sheet, the full-screen panels): antd-mobile's Popup that closes by its cross or the mask
 * and is emptied when closed, with its heading inside (the shell's a11y shim names the dialog by it).
 */
import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './Detail.module.css';

interface SheetProps {
  visible: boolean;
  onClose(): void;
  /** After the closing animation (the recharge sheet forgets its order then). */
  afterClose?(): void;
  /** From the bottom (default) or, for a full-screen panel, from the right. */
  position?: 'bottom' | 'right';
  bodyClassName?: string;
  /** The content's box, which carries the test id. */
  className?: string;
  testId: string;
  /** The popup's heading element (its level and look are the caller's). */
  heading: ReactNode;
  children: ReactNode;
}

export function SheetPopup({
  visible,
  onClose,
  afterClose,
  position,
  bodyClassName,
  className,
  testId,
  heading,
  children,
}: SheetProps) {
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      afterClose={afterClose}
      position={position}
      showCloseButton
      destroyOnClose
      bodyClassName={bodyClassName}
    >
      <div className={className} data-testid={testId}>
        {heading}
        {children}
      </div>
    </Popup>
  );
}

interface DetailProps {
  visible: boolean;
  title: string;
  onClose(): void;
  testId: string;
  children: ReactNode;
}

/** A bottom popup of details with its centred h2: scrolls inside when long. */
export function DetailPopup({ title, children, ...popup }: DetailProps) {
  const heading = <h2 className={styles.popupHeading}>{title}</h2>;
  return (
    <SheetPopup {...popup} bodyClassName={styles.popupBody} heading={heading}>
      {children}
    </SheetPopup>
  );
}
