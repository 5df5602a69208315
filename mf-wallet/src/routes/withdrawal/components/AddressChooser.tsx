/**
 * The address a withdrawal goes to: the first bound one unless the player picks another (a radio
 * list when several), or 请先绑定提现地址 with a button to the address panel when none is bound.
 */
import { Button, Radio } from 'antd-mobile';
import { messages, type WithdrawAddress } from 'shared-contracts';
import { addressText } from '../../../shared/money-out/address-form';
import styles from '../Withdrawal.module.css';

const text = messages.withdrawal;

interface Props {
  addresses: readonly WithdrawAddress[] | undefined;
  chosenId: number | undefined;
  onChoose(id: number): void;
  onManage(): void;
}

export function AddressChooser({ addresses, chosenId, onChoose, onManage }: Props) {
  const manage = (
    <Button size="small" color="primary" fill="outline" onClick={onManage} data-testid="withdraw-manage-addresses">
      {addresses?.length === 0 ? messages.addresses.add : text.manageAddresses}
    </Button>
  );
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 className={styles.heading}>{text.address}</h2>
        {manage}
      </div>
      {addresses?.length === 0 && (
        <p className={styles.prompt} data-testid="withdraw-bind-first">
          {text.bindFirst}
        </p>
      )}
      {addresses?.length === 1 && <AddressLine address={addresses[0]!} />}
      {addresses && addresses.length > 1 && (
        <Radio.Group value={chosenId} onChange={(id) => onChoose(Number(id))}>
          <div className={styles.choices} role="radiogroup" aria-label={text.chooseAddress}>
            {addresses.map((address) => (
              <Radio
                key={address.id}
                value={address.id}
                className={styles.choice}
                data-testid="withdraw-address-choice"
              >
                <AddressLine address={address} />
              </Radio>
            ))}
          </div>
        </Radio.Group>
      )}
    </section>
  );
}

function AddressLine({ address }: { address: WithdrawAddress }) {
  return (
    <span className={styles.addressLine} data-testid="withdraw-address">
      <span className={styles.addressType}>{messages.addresses.types[address.type]}</span>
      <span className={styles.addressValue}>{addressText(address)}</span>
    </span>
  );
}
