/**
 * What an operator may do about a player's protection, beside the read-only view: lift a permanent
 * self-exclusion (超级管理员), withdraw for a player on a break (财务), and open the player's deposit
 * reviews in 存款限额审核. Each button shows only where the API's rules allow the action at all.
 */
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminProtection } from 'shared-contracts';
import { useRoleIn } from '../../../session/session';
import { FINANCE_ROLES } from '../roles';
import { LiftExclusionModal } from './LiftExclusionModal';
import { WithdrawOnBehalfModal } from './WithdrawOnBehalfModal';

const SUPER_ADMIN = ['super_admin'] as const;

export function ProtectionActions(props: {
  protection: AdminProtection;
  username: string;
  onChanged: (next?: AdminProtection) => void;
}) {
  const { protection } = props;
  const isFinance = useRoleIn(FINANCE_ROLES);
  const isSuperAdmin = useRoleIn(SUPER_ADMIN);
  const [open, setOpen] = useState<'lift' | 'withdraw' | null>(null);
  const onBreak = protection.break;
  const permanent = onBreak?.kind === 'exclusion' && onBreak.until === null;

  return (
    <Space wrap>
      {onBreak && isFinance && <Button onClick={() => setOpen('withdraw')}>代玩家提现</Button>}
      {permanent && isSuperAdmin && (
        <Button danger onClick={() => setOpen('lift')}>
          解除永久自我排除
        </Button>
      )}
      {onBreak && !permanent && (
        <Typography.Text type="secondary">限时的冷静期与自我排除不可提前解除，到期自动结束。</Typography.Text>
      )}
      {protection.deposit_reviews.length > 0 && isFinance && (
        <Link to="/deposit-reviews">处理超限充值审核（{protection.deposit_reviews.length}）</Link>
      )}
      {open === 'withdraw' && (
        <WithdrawOnBehalfModal
          playerId={protection.player_id}
          username={props.username}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            props.onChanged();
          }}
        />
      )}
      {open === 'lift' && (
        <LiftExclusionModal
          playerId={protection.player_id}
          onClose={() => setOpen(null)}
          onDone={(next) => {
            setOpen(null);
            props.onChanged(next);
          }}
        />
      )}
    </Space>
  );
}
