/**
 * 账户限制: the player's partial locks beside the login lock — 禁止提现, 禁止投注, 禁止领取优惠 — each a
 * switch (财务) that asks for a reason, showing who set it and when. Every role reads; the API audits.
 */
import { Alert, Descriptions, Form, Input, Modal, Space, Switch, Typography } from 'antd';
import { useCallback, useState } from 'react';
import {
  adminPlayerRestrictionsSchema,
  playerRestrictionKinds,
  playerRestrictionLabels,
  riskLockPaths,
  type AdminPlayerRestrictions,
  type PlayerRestrictionKind,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { formatTime } from '../../../shared/format';
import { Loading } from '../../../shared/Loading';
import { useApiAction } from '../../../shared/useApiAction';
import { useApiData } from '../../../shared/useApiData';
import { FINANCE_ROLES } from '../roles';

const EFFECTS: Record<PlayerRestrictionKind, string> = {
  withdraw: '玩家（及客服代为）提交提现申请时被拒绝；已在审核中的提现不受影响。',
  bet: '玩家不能进入游戏，游戏厂商的下注请求被拒绝；已下注局的派彩照常到账。',
  claim: '玩家不能领取活动奖励、任务奖励、反水和红包。',
};

interface Change {
  restriction: PlayerRestrictionKind;
  enabled: boolean;
}

function ReasonModal({
  playerId,
  change,
  onClose,
  onDone,
}: {
  playerId: number;
  change: Change;
  onClose: () => void;
  onDone: (next: AdminPlayerRestrictions) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { run, busy } = useApiAction();
  const label = playerRestrictionLabels[change.restriction];
  async function submit() {
    const { reason } = await form.validateFields();
    const path = riskLockPaths.playerRestrictions(playerId);
    const done = change.enabled ? `已设置${label}` : `已解除${label}`;
    const next = await run('save', () => api.post(path, { ...change, reason }, adminPlayerRestrictionsSchema), done);
    if (!next) return;
    onDone(next);
    onClose();
  }
  return (
    <Modal
      open
      title={change.enabled ? `设置${label}` : `解除${label}`}
      okText="提交"
      cancelText="取消"
      confirmLoading={busy === 'save'}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon title={EFFECTS[change.restriction]} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="写明原因，记入审计日志" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RestrictionsTab({ playerId }: { playerId: number }) {
  const fetcher = useCallback(
    () => api.get(riskLockPaths.playerRestrictions(playerId), {}, adminPlayerRestrictionsSchema),
    [playerId],
  );
  const loaded = useApiData(fetcher);
  const [saved, setSaved] = useState<AdminPlayerRestrictions | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const canChange = useRoleIn(FINANCE_ROLES);
  const current = saved?.player_id === playerId ? saved : loaded.data;
  if (!current) return <Loading />;
  const inForce = new Map(current.restrictions.map((row) => [row.restriction, row]));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">登录停用见页面上方操作；以下限制不影响登录，玩家仍可查看账户。</Typography.Text>
      <Descriptions bordered size="small" column={1}>
        {playerRestrictionKinds.map((kind) => {
          const row = inForce.get(kind);
          return (
            <Descriptions.Item key={kind} label={playerRestrictionLabels[kind]}>
              <Space wrap>
                <Switch
                  checked={row !== undefined}
                  disabled={!canChange}
                  checkedChildren="已限制"
                  unCheckedChildren="未限制"
                  onChange={(enabled) => setChange({ restriction: kind, enabled })}
                />
                {row && (
                  <Typography.Text type="secondary">
                    原因：{row.reason}；由 {row.created_by_name ?? `#${row.created_by}`} 于 {formatTime(row.created_at)}{' '}
                    设置
                  </Typography.Text>
                )}
              </Space>
            </Descriptions.Item>
          );
        })}
      </Descriptions>
      {change && <ReasonModal playerId={playerId} change={change} onClose={() => setChange(null)} onDone={setSaved} />}
    </Space>
  );
}
