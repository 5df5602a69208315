/**
 * Edits one limit: an amount in USDT (up to 6 decimals) or empty to remove it. Says beforehand
 * whether the change applies at once (lower, first) or after the 24-hour cooling-off (higher,
 * removed); the server decides and its refusals are toasted by the shell's client.
 */
import { Button, CenterPopup, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { fillMessage, type HostApi, type LimitView, messages, protectionNames, writeUsdt } from 'shared-contracts';
import { limitLines, limitTiming, readLimitDraft } from '../limit-format';
import { protectionCalls } from '../protection-calls';
import styles from './Protection.module.css';

const text = messages.protection;

interface Props {
  host: HostApi;
  /** The limit being edited; null: the editor is closed. */
  limit: LimitView | null;
  onClose(): void;
  onSaved(): void;
}

export function LimitEditor({ host, limit, onClose, onSaved }: Props) {
  const [typed, setTyped] = useState('');
  const [saving, setSaving] = useState(false);
  // Each opening starts from the limit in force, so an untouched input changes nothing.
  const [openedFor, setOpenedFor] = useState<LimitView['key'] | null>(null);
  if (limit && limit.key !== openedFor) {
    setOpenedFor(limit.key);
    setTyped(limit.amount === null ? '' : writeUsdt(limit.amount));
  }
  const inputId = useId();
  const draft = readLimitDraft(typed);
  const timing = limit && draft.ok ? limitTiming(limit, draft.amount) : null;

  const save = async () => {
    if (saving || !limit) return;
    if (!draft.ok) return host.toast(draft.message);
    if (timing === 'unchanged') return host.toast(text.unchanged);
    setSaving(true);
    try {
      await protectionCalls(host).setLimit(limit.key, draft.body);
      host.toast(timing === 'later' ? text.savedLater : text.savedNow);
      onSaved();
    } catch {
      // Toasted by the shell's client (限额须为大于0的金额…, 限额未改变).
    } finally {
      setSaving(false);
    }
  };

  const name = limit ? protectionNames[limit.key] : '';
  const lines = limit ? limitLines(limit) : null;
  return (
    <CenterPopup
      visible={limit !== null}
      onClose={onClose}
      onMaskClick={onClose}
      afterClose={() => setOpenedFor(null)}
      showCloseButton
      bodyClassName={styles.dialogBody}
    >
      <form
        className={styles.dialog}
        data-testid="limit-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 className={styles.dialogTitle}>{fillMessage(text.editLabel, { name })}</h2>
        <p className={styles.current}>
          <span className={styles.weak}>{text.current}</span>
          <span>{lines?.value}</span>
        </p>
        {lines?.pending && <p className={styles.pending}>{lines.pending}</p>}
        <label className={styles.label} htmlFor={inputId}>
          {text.amountLabel}
        </label>
        <Input
          id={inputId}
          className={styles.input}
          data-testid="limit-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={text.amountPlaceholder}
          value={typed}
          // No clear cross: antd-mobile's carries an aria-label on an element of no role (axe aria-prohibited-attr).
          onChange={setTyped}
        />
        <p className={styles.hint} aria-live="polite" data-testid="limit-timing">
          {!draft.ok
            ? draft.message
            : timing === 'later'
              ? text.appliesLater
              : timing === 'now'
                ? text.appliesNow
                : text.limitsHint}
        </p>
        <div className={styles.actions}>
          <Button type="button" size="large" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            type="submit"
            color="primary"
            size="large"
            loading={saving}
            loadingText={text.save}
            data-testid="limit-save"
          >
            {text.save}
          </Button>
        </div>
      </form>
    </CenterPopup>
  );
}
