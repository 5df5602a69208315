/**
 * Popup 4 (spec §2, §3, §5): the bound withdrawal addresses with 删除 (asks 是否确定删除?), and
 * 添加地址, which opens the add dialog. Loads the list each time it opens.
 */
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { messages, type HostApi, type WithdrawAddress } from 'shared-contracts';
import { addressText } from '../address-form';
import { useAddresses } from '../hooks/use-money-out';
import { moneyOutCalls } from '../money-out-calls';
import { AddAddressDialog } from './AddAddressDialog';
import { FullScreenPanel } from './FullScreenPanel';
import styles from './MoneyOut.module.css';

const text = messages.addresses;

export interface AddressPanelProps {
  host: HostApi;
  visible: boolean;
  onClose(): void;
  /** An address was added or deleted: whoever lists them elsewhere loads them again. */
  onChanged?(): void;
}

export function AddressPanel({ host, visible, onClose, onChanged }: AddressPanelProps) {
  const { answer: loaded, reload } = useAddresses(visible);
  const [adding, setAdding] = useState(false);
  const list = loaded?.list ?? [];
  const full = loaded ? list.length >= loaded.max : false;

  const changed = () => {
    reload();
    onChanged?.();
  };

  const remove = async (bound: WithdrawAddress) => {
    const sure = await Dialog.confirm({
      // A heading: the shell's a11y shim names the dialog by its first one.
      content: (
        <h2 className={styles.confirmText} data-testid="address-delete-confirm">
          {text.confirmDelete}
        </h2>
      ),
      confirmText: text.confirm,
      cancelText: text.cancel,
    });
    if (!sure) return;
    try {
      await moneyOutCalls(host).deleteAddress(bound.id);
      host.toast(text.deleted);
      changed();
    } catch {
      // The shell's client has toasted the server's refusal (e.g. a pending withdrawal uses it).
    }
  };

  return (
    <FullScreenPanel visible={visible} onClose={onClose} title={text.title} testId="address-panel">
      {loaded && list.length === 0 && <p className={styles.empty}>{text.empty}</p>}
      {list.length > 0 && (
        <ul className={styles.list} data-testid="address-list">
          {list.map((bound) => (
            <li key={bound.id} className={styles.item} data-testid="address-item">
              <span className={styles.itemText}>
                <span className={styles.typeLabel}>{text.types[bound.type]}</span>
                <span className={styles.address}>{addressText(bound)}</span>
              </span>
              <Button
                className={styles.itemAction}
                size="small"
                color="danger"
                fill="outline"
                aria-label={`${text.delete} ${addressText(bound)}`}
                data-testid="address-delete"
                onClick={() => void remove(bound)}
              >
                {text.delete}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full && <p className={styles.hint}>{text.limitReached}</p>}
      <Button
        block
        color="primary"
        size="large"
        disabled={!loaded || full}
        data-testid="address-add"
        onClick={() => setAdding(true)}
      >
        {text.add}
      </Button>
      <AddAddressDialog
        host={host}
        visible={adding}
        listed={list}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          changed();
        }}
      />
    </FullScreenPanel>
  );
}
