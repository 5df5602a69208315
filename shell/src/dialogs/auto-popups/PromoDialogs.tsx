/**
 * The promo dialog (after the entry flow, spec §4) and the first-time popup carousel (home, spec
 * §1): the same two promotions; the first-time one also offers 不再提示.
 */
import { CenterPopup, Checkbox } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { messages } from 'shared-contracts';
import { LOCAL_KEYS } from '../../stores/storage-keys';
import { PromoCarousel } from './PromoCarousel';
import styles from './AutoPopups.module.css';

function CloseButton({ onClose, testId }: { onClose(): void; testId: string }) {
  return (
    <button
      type="button"
      className={styles.close}
      aria-label={messages.promo.close}
      onClick={onClose}
      data-testid={testId}
    >
      <CloseOutline />
    </button>
  );
}

export function PromoDialog({ onClose }: { onClose(): void }) {
  return (
    <CenterPopup visible onMaskClick={onClose} bodyClassName={styles.bare}>
      <div className={styles.promo} data-testid="promo-dialog">
        <h2 className="visually-hidden">{messages.promo.title}</h2>
        <PromoCarousel testId="promo-carousel" />
        <CloseButton onClose={onClose} testId="promo-close" />
      </div>
    </CenterPopup>
  );
}

export function FirstTimePopup({ onClose }: { onClose(): void }) {
  const [neverAgain, setNeverAgain] = useState(false);
  useEffect(() => {
    // Recorded when shown, so it comes back 24 h after this display at the earliest.
    localStorage.setItem(LOCAL_KEYS.promoShownAt, String(Date.now()));
  }, []);
  const close = () => {
    if (neverAgain) localStorage.setItem(LOCAL_KEYS.promoEnabled, 'false');
    onClose();
  };
  return (
    <CenterPopup visible onMaskClick={close} bodyClassName={styles.bare}>
      <div className={styles.promo} data-testid="first-time-popup">
        <h2 className="visually-hidden">{messages.promo.title}</h2>
        <PromoCarousel testId="first-time-carousel" />
        <Checkbox
          className={styles.neverAgain}
          checked={neverAgain}
          onChange={setNeverAgain}
          data-testid="first-time-never"
        >
          {messages.promo.dontShowAgain}
        </Checkbox>
        <CloseButton onClose={close} testId="first-time-close" />
      </div>
    </CenterPopup>
  );
}
