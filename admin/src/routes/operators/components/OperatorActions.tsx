/**
 * One account's actions, each confirmed: change the role, disable or enable, reset the password
 * (not one's own: that is changed on 我的账号), reset two-factor login.
 * The API refuses a change that would leave no enabled 超级管理员, and says so.
 */
import { App, Button, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  adminOperatorSchema,
  apiPaths,
  OPERATOR_ROLES,
  operatorRoleLabels,
  type AdminOperator,
  type OperatorRole,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../session/session';
import { ResetPasswordModal } from './ResetPasswordModal';

export function OperatorActions({ operator, onChanged }: { operator: AdminOperator; onChanged: () => unknown }) {
  const { message } = App.useApp();
  const { me, refreshMe } = useSession();
  const [roleOpen, setRoleOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [busy, setBusy] = useState(false);
  const isMe = me?.id === operator.id;

  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await call();
      message.success(done);
      setRoleOpen(false);
      // A change of one's own account changes what the console offers (or ends the session).
      if (isMe) await refreshMe();
      await onChanged();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const put = (body: object) => api.put(`${apiPaths.admin.operators}/${operator.id}`, body, adminOperatorSchema);

  return (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        onClick={() => {
          setRole(operator.role);
          setRoleOpen(true);
        }}
      >
        修改角色
      </Button>
      <Popconfirm
        title={operator.disabled ? `启用 ${operator.username}？` : `停用 ${operator.username}？`}
        description={operator.disabled ? '启用后可重新登录。' : '停用后其所有会话立即下线，且无法登录。'}
        okText={operator.disabled ? '启用' : '停用'}
        okButtonProps={{ danger: !operator.disabled }}
        onConfirm={() => run(() => put({ disabled: !operator.disabled }), operator.disabled ? '已启用' : '已停用')}
      >
        <Button type="link" size="small" danger={!operator.disabled} disabled={busy}>
          {operator.disabled ? '启用' : '停用'}
        </Button>
      </Popconfirm>
      <Button type="link" size="small" danger disabled={busy || isMe} onClick={() => setResetOpen(true)}>
        重置密码
      </Button>
      {resetOpen && <ResetPasswordModal operator={operator} onClose={() => setResetOpen(false)} onReset={onChanged} />}
      <Popconfirm
        title={`重置 ${operator.username} 的两步验证？`}
        description="将清除其身份验证器绑定和全部恢复码，并使其所有会话下线；下次登录时须重新绑定。"
        okText="重置"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          run(
            () => api.post(`${apiPaths.admin.operators}/${operator.id}/totp/reset`, {}, adminOperatorSchema),
            '已重置两步验证',
          )
        }
      >
        <Button type="link" size="small" danger disabled={busy || !operator.totp_enabled}>
          重置两步验证
        </Button>
      </Popconfirm>
      <Modal
        title={`修改 ${operator.username} 的角色`}
        open={roleOpen}
        okText="确认修改"
        okButtonProps={{ disabled: role === operator.role }}
        confirmLoading={busy}
        onOk={() => run(() => put({ role }), `已改为${operatorRoleLabels[role]}`)}
        onCancel={() => setRoleOpen(false)}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            当前角色：{operatorRoleLabels[operator.role]}。新角色在其下一次操作时立即生效。
          </Typography.Text>
          <Select<OperatorRole>
            value={role}
            onChange={setRole}
            style={{ width: 200 }}
            aria-label="新角色"
            options={OPERATOR_ROLES.map((value) => ({ value, label: operatorRoleLabels[value] }))}
          />
          {isMe && (
            <Typography.Text type="warning">这是你自己的账号：改为其他角色后将无法再管理运营账号。</Typography.Text>
          )}
        </Space>
      </Modal>
    </Space>
  );
}
