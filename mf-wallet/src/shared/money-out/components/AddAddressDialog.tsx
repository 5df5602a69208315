/**
 * The add-address dialog (spec §2 popup 4, §3, §4, §5): type 1 TRC20 address, 2 area code + phone
 * number, 3 another wallet's address. Choosing a type empties the inputs; the draft is checked
 * in the browser (format, TRC20 base58check, 不可重复添加) before bind-address.
 */
import { Button, CenterPopup, Input, Radio } from 'antd-mobile';
import { useId, useState } from 'react';
import { messages, type HostApi, type WithdrawAddress, type WithdrawAddressType } from 'shared-contracts';
import { checkAddressDraft, draftForType, type AddressDraft } from '../address-form';
import { moneyOutCalls } from '../money-out-calls';
import styles from './MoneyOut.module.css';

const text = messages.addresses;
const TYPES: WithdrawAddressType[] = [1, 2, 3];

interface Props {
  host: HostApi;
  visible: boolean;
  listed: readonly WithdrawAddress[];
  onClose(): void;
  onAdded(): void;
}

export function AddAddressDialog({ host, visible, listed, onClose, onAdded }: Props) {
  const [draft, setDraft] = useState<AddressDraft>(() => draftForType(1));
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const edit = (fields: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...fields }));

  const save = async () => {
    if (saving) return;
    const check = await checkAddressDraft(draft, listed);
    if (!check.ok) return host.toast(check.message);
    setSaving(true);
    try {
      await moneyOutCalls(host).bindAddress(check.body);
      host.toast(text.added);
      onAdded();
    } catch {
      // Toasted by the shell's client (不可重复添加 from the server too, the limit, a bad format).
    } finally {
      setSaving(false);
    }
  };

  return (
    <CenterPopup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      afterClose={() => setDraft(draftForType(1))}
      showCloseButton
      bodyClassName={styles.dialogBody}
    >
      <form
        className={`${styles.dialog} ${styles.form}`}
        data-testid="address-add-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 className={styles.dialogTitle}>{text.add}</h2>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{text.type}</legend>
          <Radio.Group value={draft.type} onChange={(type) => setDraft(draftForType(type as WithdrawAddressType))}>
            <div className={styles.types}>
              {TYPES.map((type) => (
                <Radio key={type} value={type} data-testid={`address-type-${type}`}>
                  {text.types[type]}
                </Radio>
              ))}
            </div>
          </Radio.Group>
        </fieldset>
        {draft.type === 2 && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-area`}>
              {text.area}
            </label>
            <Input
              id={`${ids}-area`}
              className={styles.input}
              data-testid="address-area"
              inputMode="tel"
              autoComplete="off"
              placeholder={text.areaPlaceholder}
              value={draft.area}
              onChange={(area) => edit({ area })}
            />
          </div>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${ids}-address`}>
            {draft.type === 2 ? text.phone : text.addressLabel}
          </label>
          <Input
            id={`${ids}-address`}
            className={styles.input}
            data-testid="address-input"
            inputMode={draft.type === 2 ? 'tel' : 'text'}
            autoComplete="off"
            placeholder={draft.type === 2 ? text.phonePlaceholder : text.addressPlaceholder}
            value={draft.address}
            onChange={(address) => edit({ address })}
            clearable
          />
        </div>
        <div className={styles.actions}>
          <Button type="button" size="large" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" color="primary" size="large" loading={saving} data-testid="address-save">
            {text.confirm}
          </Button>
        </div>
      </form>
    </CenterPopup>
  );
}
