/** 提现密码, or 请先设置提现密码 with a button to the password panel while none is set; the lock's notice. */
import { Button, Input } from 'antd-mobile';
import { useId } from 'react';
import { messages } from 'shared-contracts';
import styles from '../Withdrawal.module.css';

const text = messages.withdrawal;

interface Props {
  passwordSet: boolean;
  locked: boolean;
  password: string;
  onPassword(password: string): void;
  onSetPassword(): void;
}

export function PasswordField({ passwordSet, locked, password, onPassword, onSetPassword }: Props) {
  const ids = useId();
  if (!passwordSet)
    return (
      <section className={styles.section}>
        <h2 className={styles.heading}>{text.password}</h2>
        <div className={styles.promptRow}>
          <p className={styles.prompt} data-testid="withdraw-set-password-first">
            {text.setPasswordFirst}
          </p>
          <Button size="small" color="primary" onClick={onSetPassword} data-testid="withdraw-set-password">
            {messages.withdrawPassword.setTitle}
          </Button>
        </div>
      </section>
    );
  return (
    <section className={styles.section}>
      <label className={styles.heading} htmlFor={`${ids}-password`}>
        {text.password}
      </label>
      <Input
        id={`${ids}-password`}
        className={styles.input}
        data-testid="withdraw-password"
        type="password"
        autoComplete="off"
        maxLength={64}
        placeholder={text.passwordPlaceholder}
        value={password}
        onChange={onPassword}
      />
      {locked && (
        <p className={styles.warning} role="alert" data-testid="withdraw-locked">
          {text.locked}
        </p>
      )}
    </section>
  );
}
