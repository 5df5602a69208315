/**
 * The register form's required 18+ confirmation (issue 18), with the way to the 理性游戏 page. The
 * link sits beside the checkbox, not in its label, so following it never ticks the box.
 */
import { Checkbox } from 'antd-mobile';
import type { MouseEvent } from 'react';
import { messages } from 'shared-contracts';
import { hostApi } from '../../host/host-api';
import { $showLogin } from '../../stores/session-store';
import styles from './LoginDialog.module.css';

export const RESPONSIBLE_PATH = '/responsible';

const text = messages.safePlay;

export function AdultConfirm({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  // A plain tap reads the page in the site (the dialog closes, as 忘记密码 does); a modified click opens it as the browser would.
  const readResponsible = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    $showLogin.set(false);
    hostApi.navigate(RESPONSIBLE_PATH);
  };
  return (
    <div className={styles.adultRow}>
      <Checkbox data-testid="register-adult" checked={checked} onChange={onChange} className={styles.adultBox}>
        {text.adultConfirm}
      </Checkbox>
      <a
        href={RESPONSIBLE_PATH}
        className={styles.adultLink}
        onClick={readResponsible}
        data-testid="register-responsible"
      >
        {text.adultLink}
      </a>
    </div>
  );
}
