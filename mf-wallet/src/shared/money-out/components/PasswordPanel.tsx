/**
 * Popup 5 (spec §2, §4, §5): sets the first withdrawal password (new + confirm) when none exists,
 * else changes it (old + new + confirm). 8–20 characters; a different confirmation is refused with
 * 提现密码和确认密码不同 before any call.
 */
import { Button, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { messages, type HostApi } from 'shared-contracts';
import { moneyOutCalls } from '../money-out-calls';
import { checkPasswordDraft, type PasswordDraft } from '../password-form';
import { FullScreenPanel } from './FullScreenPanel';
import styles from './MoneyOut.module.css';

const text = messages.withdrawPassword;
const EMPTY: PasswordDraft = { old: '', password: '', confirm: '' };

export interface PasswordPanelProps {
  host: HostApi;
  visible: boolean;
  /** Whether a withdrawal password exists (set_password): then the panel changes it. */
  passwordSet: boolean;
  onClose(): void;
  /** Set or changed: the caller reloads what shows set_password. */
  onDone(): void;
}

export function PasswordPanel({ host, visible, passwordSet, onClose, onDone }: PasswordPanelProps) {
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY);
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const changing = passwordSet;

  const save = async () => {
    if (saving) return;
    const refusal = checkPasswordDraft(draft, changing);
    if (refusal) return host.toast(refusal);
    setSaving(true);
    try {
      const calls = moneyOutCalls(host);
      if (changing) await calls.updatePassword(draft.old ?? '', draft.password, draft.confirm);
      else await calls.setPassword(draft.password, draft.confirm);
      host.toast(changing ? text.changed : text.set);
      setDraft(EMPTY);
      onDone();
    } catch {
      // Toasted by the shell's client (原提现密码错误, the same as the login password, the lock).
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof PasswordDraft, label: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${ids}-${key}`}>
        {label}
      </label>
      <Input
        id={`${ids}-${key}`}
        className={styles.input}
        data-testid={`withdraw-password-${key}`}
        type="password"
        autoComplete={key === 'old' ? 'current-password' : 'new-password'}
        maxLength={key === 'old' ? 64 : 20}
        value={draft[key] ?? ''}
        onChange={(typed) => setDraft((current) => ({ ...current, [key]: typed }))}
      />
    </div>
  );

  return (
    <FullScreenPanel
      visible={visible}
      onClose={() => {
        setDraft(EMPTY);
        onClose();
      }}
      title={changing ? text.changeTitle : text.setTitle}
      testId="password-panel"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className={styles.hint}>{text.hint}</p>
        {changing && field('old', text.oldPassword)}
        {field('password', text.newPassword)}
        {field('confirm', text.confirmPassword)}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={saving}
          data-testid="withdraw-password-submit"
        >
          {text.submit}
        </Button>
      </form>
    </FullScreenPanel>
  );
}
