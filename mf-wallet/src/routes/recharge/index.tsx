/**
 * /recharge (spec §2): channel, amount and 立即充值; a USDT-TRC20 order opens the recharge popup.
 * A player who comes back to an open order gets its popup again, and a bar to reopen it. Before
 * the first deposit, the prompt to set a deposit limit (issue 18) comes over the form, once a visit.
 */
import type { ButtonRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import type { RechargeOrder } from 'shared-contracts';
import { getHost, RemotePage, useReadable } from 'remote-kit';
import { RechargeForm, RechargePopup, useOpenOrder } from '../../shared/recharge';
import { DepositLimitPrompt } from '../../shared/protection';
import { ResumeBar } from './components/ResumeBar';
import styles from './Recharge.module.css';

export default function Recharge() {
  const host = getHost();
  const loggedIn = useReadable(host.session.token) !== null;
  const [loadedOrder, setOrder] = useOpenOrder(host, loggedIn);
  // After a logout on this page the last player's order is not shown to the visitor.
  const order = loggedIn ? loadedOrder : null;
  const [popupOpen, setPopupOpen] = useState(false);
  const resumeButton = useRef<ButtonRef>(null);
  // The open order found on entering opens its popup once; closing it leaves the bar.
  const [resumedId, setResumedId] = useState<string>();
  if (order && order.status === 'open' && resumedId === undefined) {
    setResumedId(order.order_id);
    setPopupOpen(true);
  }

  const showOrder = (created: RechargeOrder) => {
    setResumedId(created.order_id);
    setOrder(created);
    setPopupOpen(true);
  };

  return (
    <RemotePage className={styles.page}>
      {order?.status === 'open' && !popupOpen && (
        <ResumeBar onResume={() => setPopupOpen(true)} buttonRef={resumeButton} />
      )}
      <RechargeForm host={host} onOrder={showOrder} headingLevel={2} />
      {/* Not over an open order's popup: a player paying now is past the first-deposit moment. */}
      <DepositLimitPrompt host={host} active={loggedIn && order === null} />
      <RechargePopup
        host={host}
        visible={popupOpen && Boolean(order)}
        onClose={() => setPopupOpen(false)}
        afterClose={() => {
          // A popup that opened by itself had no opener to give focus back to: the bar takes it, not <body>
          // (or the hidden popup, which still holds it until the browser's focus fix-up).
          const active = document.activeElement;
          if (!active || active === document.body || active.closest('.adm-popup'))
            resumeButton.current?.nativeElement?.focus();
        }}
        order={order}
        onOrder={setOrder}
        // The form is right behind the popup: 重新充值 starts there (the expired order shows no bar).
        onAgain={() => setPopupOpen(false)}
      />
    </RemotePage>
  );
}
