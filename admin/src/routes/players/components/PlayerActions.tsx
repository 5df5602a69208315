/** 财务's actions on a player: 调整余额, 停用登录 / 启用登录, 重置提现密码; each confirmed, each audited by the API. */
import { Button, Space } from 'antd';
import { useState } from 'react';
import type { AdminPlayerProfile } from 'shared-contracts';
import { AdjustModal } from './AdjustModal';
import { LoginModal, ResetPasswordModal } from './AccountModals';

type Open = 'adjust' | 'login' | 'password' | null;

/** `onChanged(profile)`: the profile the API answered after the change, or null to load it again. */
export function PlayerActions(props: {
  profile: AdminPlayerProfile;
  onChanged: (profile: AdminPlayerProfile | null) => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const disabled = props.profile.login_disabled_at !== null;
  const close = () => setOpen(null);
  return (
    <Space>
      <Button type="primary" onClick={() => setOpen('adjust')}>
        调整余额
      </Button>
      <Button danger={!disabled} onClick={() => setOpen('login')}>
        {disabled ? '启用登录' : '停用登录'}
      </Button>
      <Button onClick={() => setOpen('password')} disabled={!props.profile.withdraw_password_set}>
        重置提现密码
      </Button>
      {open === 'adjust' && (
        <AdjustModal profile={props.profile} onClose={close} onDone={() => props.onChanged(null)} />
      )}
      {open === 'login' && <LoginModal profile={props.profile} onClose={close} onDone={props.onChanged} />}
      {open === 'password' && <ResetPasswordModal profile={props.profile} onClose={close} onDone={props.onChanged} />}
    </Space>
  );
}
