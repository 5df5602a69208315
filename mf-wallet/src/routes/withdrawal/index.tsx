/**
 * /withdrawal 提现 (spec §2): balance and withdrawable amount with the turnover requirement, the
 * address (or a prompt to bind one), amount with 全部, fee and limits, the withdrawal password (or a
 * prompt to set one), 立即提现; the newest withdrawals with their status. The address and password panels open in place.
 */
import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { messages } from 'shared-contracts';
import { getHost, RemotePage, useLoggedIn } from 'remote-kit';
import {
  AddressPanel,
  PasswordPanel,
  useAddresses,
  useRecentWithdrawals,
  useWithdrawInfo,
} from '../../shared/money-out';
import { AddressChooser } from './components/AddressChooser';
import { AmountFields } from './components/AmountFields';
import { BalanceSummary } from './components/BalanceSummary';
import { PasswordField } from './components/PasswordField';
import { RecentWithdrawals, RECORDS_PATH } from './components/RecentWithdrawals';
import { useWithdrawSubmit } from './hooks/use-withdraw-submit';
import styles from './Withdrawal.module.css';

const text = messages.withdrawal;

export default function Withdrawal() {
  const host = getHost();
  const loggedIn = useLoggedIn();
  const info = useWithdrawInfo(loggedIn);
  const addresses = useAddresses(loggedIn);
  const recent = useRecentWithdrawals(loggedIn);
  const [panel, setPanel] = useState<'addresses' | 'password' | null>(null);
  const [chosenId, setChosenId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const { submitting, submit } = useWithdrawSubmit(host, info.answer, () => {
    setAmount('');
    setPassword('');
    info.reload();
    recent.reload();
  });

  const list = addresses.answer?.list;
  // The first bound address until the player picks another (or the picked one is deleted).
  const chosen = list?.find((address) => address.id === chosenId) ?? list?.[0];
  const current = info.answer;

  if (!loggedIn)
    return (
      <RemotePage className={styles.page}>
        <Button block color="primary" size="large" onClick={() => host.openLogin()} data-testid="withdraw-login">
          {messages.balance.login}
        </Button>
      </RemotePage>
    );

  return (
    <RemotePage className={styles.page}>
      {current === undefined && (
        <div className={styles.loading} role="status" aria-label={messages.recharge.loading}>
          <DotLoading />
        </div>
      )}
      {current && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ amount, addressId: chosen?.id, password });
          }}
        >
          <BalanceSummary info={current} />
          <AddressChooser
            addresses={list}
            chosenId={chosen?.id}
            onChoose={setChosenId}
            onManage={() => setPanel('addresses')}
          />
          <AmountFields info={current} amount={amount} onAmount={setAmount} />
          <PasswordField
            passwordSet={current.set_password}
            locked={current.locked_until !== null}
            password={password}
            onPassword={setPassword}
            onSetPassword={() => setPanel('password')}
          />
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={submitting}
            loadingText={text.submitting}
            disabled={!chosen || !current.set_password || current.locked_until !== null}
            data-testid="withdraw-submit"
          >
            {text.submit}
          </Button>
          <RecentWithdrawals records={recent.answer?.list ?? []} onRecords={() => host.navigate(RECORDS_PATH)} />
        </form>
      )}
      <AddressPanel
        host={host}
        visible={panel === 'addresses'}
        onClose={() => setPanel(null)}
        onChanged={addresses.reload}
      />
      <PasswordPanel
        host={host}
        visible={panel === 'password'}
        passwordSet={current?.set_password ?? false}
        onClose={() => setPanel(null)}
        onDone={() => {
          setPanel(null);
          info.reload();
        }}
      />
    </RemotePage>
  );
}
