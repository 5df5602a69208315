/** The send form: 拼手气红包 / 普通红包, 总金额, 红包个数, 祝福语, the per-share hint, 塞钱进红包 and the balance. */
import { Button, Tabs } from 'antd-mobile';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { messages, type RedPacketSendResult } from 'shared-contracts';
import { getHost, useReadable } from 'remote-kit';
import { useSendPacket } from '../hooks/use-send-packet';
import { checkSendForm, keepTotalText, shareHint, type SendForm as Form, type Split } from '../send-form';
import styles from '../RedBag.module.css';

const text = messages.redBag;
const EMPTY_FORM: Form = { total: '', count: '', split: 'random', message: '' };

export function SendForm({ onSent }: { onSent(result: RedPacketSendResult): void }) {
  const ids = useId();
  const host = getHost();
  const balance = useReadable(host.session.user)?.balance ?? null;
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const { send, busy } = useSendPacket(onSent);
  const { BalanceText } = host.ui;

  const edit = (patch: Partial<Form>) => {
    setForm((shown) => ({ ...shown, ...patch }));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSendForm(form, balance);
    if (!check.ok) setError({ field: check.field, text: check.error });
    else void send(check.request);
  };
  const invalid = (field: string) => (error?.field === field ? true : undefined);
  // The hint describes every field until a check fails; then the failure describes its field, in the hint's place.
  const described = (field: string) =>
    error === null ? `${ids}-hint` : error.field === field ? `${ids}-error` : undefined;

  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="red-packet-form">
      <div role="group" aria-label={text.splitLabel}>
        <Tabs
          className={styles.tabs}
          activeKey={form.split}
          onChange={(key) => edit({ split: key === 'equal' ? 'equal' : ('random' satisfies Split) })}
        >
          <Tabs.Tab key="random" title={text.split.random} data-testid="split-random" />
          <Tabs.Tab key="equal" title={text.split.equal} data-testid="split-equal" />
        </Tabs>
      </div>
      <p className={styles.splitHint}>{text.splitHint[form.split]}</p>
      <FieldRow
        id={`${ids}-total`}
        label={text.total}
        unit={text.usdt}
        inputMode="decimal"
        placeholder={text.totalPlaceholder}
        value={form.total}
        onChange={(event) => edit({ total: keepTotalText(event.target.value) })}
        aria-invalid={invalid('total')}
        aria-describedby={described('total')}
        data-testid="red-packet-total"
      />
      <FieldRow
        id={`${ids}-count`}
        label={text.count}
        unit={text.countUnit}
        inputMode="numeric"
        placeholder={text.countPlaceholder}
        value={form.count}
        onChange={(event) => edit({ count: event.target.value.replace(/\D/g, '').slice(0, 3) })}
        aria-invalid={invalid('count')}
        aria-describedby={described('count')}
        data-testid="red-packet-count"
      />
      <FieldRow
        id={`${ids}-message`}
        label={text.message}
        maxLength={30}
        placeholder={text.defaultMessage}
        value={form.message}
        onChange={(event) => edit({ message: event.target.value })}
        aria-invalid={invalid('message')}
        aria-describedby={described('message')}
        data-testid="red-packet-message"
      />
      {error === null ? (
        <p id={`${ids}-hint`} className={styles.hint} aria-live="polite" data-testid="red-packet-hint">
          {shareHint(form)}
        </p>
      ) : (
        <p id={`${ids}-error`} className={styles.error} role="alert" data-testid="red-packet-error">
          {error.text}
        </p>
      )}
      <p className={styles.sum} data-testid="red-packet-sum">
        {form.total === '' ? '0.00' : form.total}
        <span className={styles.sumUnit}>{text.usdt}</span>
      </p>
      <Button
        className={styles.gold}
        block
        size="large"
        shape="rounded"
        type="submit"
        loading={busy}
        loadingText={text.sending}
        data-testid="red-packet-send"
      >
        {text.send}
      </Button>
      <p className={styles.balance}>
        {text.balance} <BalanceText className={styles.balanceValue} /> {text.usdt}
      </p>
    </form>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; unit?: string };

/**
 * One row of the form: its label, the input (named by the label) and the unit after it. A native
 * input, because antd-mobile's Input puts aria-invalid and aria-describedby on its wrapper, where
 * a screen reader never reads them.
 */
function FieldRow({ id, label, unit, ...input }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={styles.input} type="text" autoComplete="off" {...input} />
      {unit && <span className={styles.unit}>{unit}</span>}
    </div>
  );
}
