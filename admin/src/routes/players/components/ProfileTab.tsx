/** 概览: the player's profile and lifetime totals. */
import { writeUsdt } from 'shared-contracts';
import { Descriptions, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { AdminPlayerProfile } from 'shared-contracts';
import { formatTime, formatUsdt } from '../../../shared/format';
import { microOf } from '../money';

const orNone = (text: string | null | undefined) => text || '—';

export function ProfileTab({ profile }: { profile: AdminPlayerProfile }) {
  const { totals } = profile;
  const net = writeUsdt((microOf(totals.stake) ?? 0n) - (microOf(totals.payout) ?? 0n), { places: 6 });
  return (
    <>
      <Descriptions bordered size="small" column={3} title="资料">
        <Descriptions.Item label="玩家ID">{profile.id}</Descriptions.Item>
        <Descriptions.Item label="用户名">{profile.username}</Descriptions.Item>
        <Descriptions.Item label="邀请码">
          <Typography.Text copyable>{profile.invite_code}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="邀请人">
          {profile.inviter ? (
            <Link to={`/players/${profile.inviter.id}`}>
              {profile.inviter.username}（ID {profile.inviter.id}）
            </Link>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="直属成员">{profile.direct_members}</Descriptions.Item>
        <Descriptions.Item label="提现密码">
          {profile.withdraw_password_set ? '已设置' : '未设置'}
          {profile.withdraw_password_locked_until && `（锁定至 ${formatTime(profile.withdraw_password_locked_until)}）`}
        </Descriptions.Item>
        <Descriptions.Item label="注册时间">{formatTime(profile.created_at)}</Descriptions.Item>
        <Descriptions.Item label="最近登录">{orNone(formatTime(profile.last_login_at))}</Descriptions.Item>
        <Descriptions.Item label="最近活跃">{orNone(formatTime(profile.last_seen_at))}</Descriptions.Item>
        <Descriptions.Item label="年满18岁确认">{orNone(formatTime(profile.age_confirmed_at))}</Descriptions.Item>
        <Descriptions.Item label="登录停用于">{orNone(formatTime(profile.login_disabled_at))}</Descriptions.Item>
        <Descriptions.Item label="处理中的提现">{profile.open_withdrawals}</Descriptions.Item>
      </Descriptions>
      <Descriptions bordered size="small" column={3} title="累计（USDT）" style={{ marginTop: 24 }}>
        <Descriptions.Item label="充值到账">{formatUsdt(totals.deposits)}</Descriptions.Item>
        <Descriptions.Item label="提现已付">{formatUsdt(totals.withdrawals_paid)}</Descriptions.Item>
        <Descriptions.Item label="人工调整">{formatUsdt(totals.adjustments)}</Descriptions.Item>
        <Descriptions.Item label="已结算局数">{totals.rounds}</Descriptions.Item>
        <Descriptions.Item label="投注">{formatUsdt(totals.stake)}</Descriptions.Item>
        <Descriptions.Item label="派彩">{formatUsdt(totals.payout)}</Descriptions.Item>
        <Descriptions.Item label="平台盈亏（投注 − 派彩）">{formatUsdt(net)}</Descriptions.Item>
        <Descriptions.Item label="余额">{formatUsdt(profile.balance)}</Descriptions.Item>
        <Descriptions.Item label="提现冻结">{formatUsdt(profile.held)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
