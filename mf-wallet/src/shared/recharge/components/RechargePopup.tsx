/**
 * The recharge popup (spec §2 popup 3), on /recharge and as the wallet's widget: the form while
 * there is no order, the order once there is one, a spinner while the open order loads; in the kit's popup.
 */
import { SpinLoading } from 'antd-mobile';
import { messages, type HostApi, type RechargeOrder } from 'shared-contracts';
import { SheetPopup } from 'remote-kit';
import { OrderView } from './OrderView';
import { RechargeForm } from './RechargeForm';
import styles from './RechargePopup.module.css';

export interface RechargePopupProps {
  host: HostApi;
  visible: boolean;
  onClose(): void;
  /** undefined: loading; null: no order yet (the form); else the order. */
  order: RechargeOrder | null | undefined;
  onOrder(order: RechargeOrder): void;
  onAgain(): void;
  /** After the closing animation. */
  afterClose?(): void;
}

export function RechargePopup({ host, visible, onClose, order, onOrder, onAgain, afterClose }: RechargePopupProps) {
  return (
    <SheetPopup
      visible={visible}
      onClose={onClose}
      afterClose={afterClose}
      bodyClassName={styles.body}
      className={styles.sheet}
      testId="recharge-popup"
      heading={
        <h2 className={styles.title}>{order === null ? messages.recharge.title : messages.recharge.popupTitle}</h2>
      }
    >
      {order === undefined && (
        <div className={styles.loading} aria-label={messages.recharge.loading} role="status">
          <SpinLoading color="primary" />
        </div>
      )}
      {order === null && <RechargeForm host={host} onOrder={onOrder} />}
      {order && (
        <OrderView
          key={order.order_id}
          host={host}
          order={order}
          visible={visible}
          onChange={onOrder}
          onAgain={onAgain}
          onClose={onClose}
        />
      )}
    </SheetPopup>
  );
}
