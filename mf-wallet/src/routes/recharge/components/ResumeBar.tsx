/** 您有未完成的充值订单 with 继续支付: shown while the player's open order waits behind a closed popup. */
import { Button, type ButtonRef } from 'antd-mobile';
import type { Ref } from 'react';
import { messages } from 'shared-contracts';
import styles from '../Recharge.module.css';

export function ResumeBar({ onResume, buttonRef }: { onResume(): void; buttonRef: Ref<ButtonRef> }) {
  return (
    <div className={styles.resume} data-testid="recharge-resume">
      <span>{messages.recharge.resume}</span>
      <Button ref={buttonRef} size="small" color="primary" onClick={onResume}>
        {messages.recharge.resumeAction}
      </Button>
    </div>
  );
}
