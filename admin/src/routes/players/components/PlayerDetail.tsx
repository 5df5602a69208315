/** /players/:id: who the player is, what they hold, the actions of the operator's role, and their records by tab. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminPlayerProfile } from 'shared-contracts';
import { useRoleIn } from '../../../session/session';
import { formatUsdt } from '../../../shared/format';
import { Loading } from '../../../shared/Loading';
import { usePlayerProfile } from '../hooks/usePlayerProfile';
import { ASSOCIATION_ROLES, AssociationsPanel } from './AssociationsPanel';
import { FINANCE_ROLES } from '../roles';
import { PlayerActions } from './PlayerActions';
import { playerTabs } from './playerTabs';

function StatusTags({ profile }: { profile: AdminPlayerProfile }) {
  return (
    <Space size={4} wrap>
      {profile.login_disabled_at ? <Tag color="red">登录已停用</Tag> : <Tag color="green">正常</Tag>}
      {profile.direct_members > 0 && <Tag color="purple">代理 · 直属 {profile.direct_members}</Tag>}
      {!profile.withdraw_password_set && <Tag>未设置提现密码</Tag>}
      {profile.withdraw_password_locked_until && <Tag color="orange">提现密码已锁定</Tag>}
      {profile.open_withdrawals > 0 && <Tag color="gold">提现处理中 {profile.open_withdrawals}</Tag>}
      {profile.pending_adjustments > 0 && <Tag color="blue">待审核调整 {profile.pending_adjustments}</Tag>}
    </Space>
  );
}

/** The list's search the player was opened from (PlayerList's links), so 返回列表 finds the same list. */
function listSearchOf(state: unknown): string {
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

export function PlayerDetail() {
  const params = useParams();
  const playerId = Number(params.id);
  const navigate = useNavigate();
  const location = useLocation();
  const { profile, missing, reload, setProfile } = usePlayerProfile(playerId);
  const canChange = useRoleIn(FINANCE_ROLES);
  const canSeeAssociations = useRoleIn(ASSOCIATION_ROLES);
  // Changes (an adjustment) also reload the tab lists that show their effect.
  const [changes, setChanges] = useState(0);
  // The open tab is in the address (?tab=…): the ledger's links open a record tab, and back returns to it.
  const [search, setSearch] = useSearchParams();
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/players${listSearchOf(location.state)}`)}>
      返回列表
    </Button>
  );
  if (!Number.isSafeInteger(playerId) || playerId <= 0 || (missing && !profile))
    return <Result status="404" title={missing ?? '玩家不存在'} extra={back} />;
  if (!profile) return <Loading />;
  const tabs = playerTabs(profile, changes);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space direction="vertical" size={4}>
            <Space>
              {back}
              <Typography.Title level={4} style={{ margin: 0 }}>
                {profile.username}
              </Typography.Title>
              <Typography.Text type="secondary">ID {profile.id}</Typography.Text>
            </Space>
            <StatusTags profile={profile} />
          </Space>
          {canChange && (
            <PlayerActions
              profile={profile}
              onChanged={(next) => {
                if (next) setProfile(next);
                else void reload();
                setChanges((count) => count + 1);
              }}
            />
          )}
        </Space>
        <Space size={48} style={{ marginTop: 16 }}>
          <Statistic title="余额 (USDT)" value={formatUsdt(profile.balance)} />
          <Statistic title="提现冻结 (USDT)" value={formatUsdt(profile.held)} />
          <Statistic title="累计充值" value={formatUsdt(profile.totals.deposits)} />
          <Statistic title="累计提现" value={formatUsdt(profile.totals.withdrawals_paid)} />
        </Space>
      </Card>
      <Card>
        <Tabs
          items={tabs}
          activeKey={tabs.some((tab) => tab.key === search.get('tab')) ? search.get('tab')! : 'profile'}
          onChange={(key) =>
            setSearch(key === 'profile' ? {} : { tab: key }, { replace: true, state: location.state as unknown })
          }
          destroyOnHidden
        />
      </Card>
      {canSeeAssociations && <AssociationsPanel playerId={profile.id} />}
    </Space>
  );
}
