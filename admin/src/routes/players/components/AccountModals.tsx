/** 停用登录 / 启用登录 and 重置提现密码: a reason, then a second confirmation; the API audits both. */
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { adminPlayerProfileSchema, apiPaths, type AdminPlayerProfile } from 'shared-contracts';
import { api } from '../../../api/client';

interface ModalProps {
  profile: AdminPlayerProfile;
  onClose: () => void;
  onDone: (profile: AdminPlayerProfile) => void;
}

/** A modal whose form asks for a reason; OK asks once more, then posts. */
function ReasonModal(
  props: ModalProps & { title: string; notice: string; confirm: string; path: string; body: object },
) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    const { reason } = await form.validateFields();
    modal.confirm({
      title: props.confirm,
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const next = await api.post(props.path, { ...props.body, reason }, adminPlayerProfileSchema);
          message.success('已完成');
          props.onDone(next);
          props.onClose();
        } catch (error) {
          message.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      },
    });
  }
  return (
    <Modal
      open
      title={props.title}
      okText="提交"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <Alert type="warning" showIcon message={props.notice} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="写明原因，记入审计日志" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function LoginModal(props: ModalProps) {
  const enable = props.profile.login_disabled_at !== null;
  const name = props.profile.username;
  return (
    <ReasonModal
      {...props}
      title={enable ? '启用登录' : '停用登录'}
      notice={
        enable
          ? `启用后，${name} 可以重新登录。`
          : `停用后，${name} 的所有登录会话、游戏会话和入口链接立即失效，且无法再登录，直到重新启用。余额不受影响。`
      }
      confirm={enable ? `确认启用 ${name} 的登录？` : `确认停用 ${name} 的登录？`}
      path={`${apiPaths.admin.players}/${props.profile.id}/login`}
      body={{ enabled: enable }}
    />
  );
}

export function ResetPasswordModal(props: ModalProps) {
  const name = props.profile.username;
  return (
    <ReasonModal
      {...props}
      title="重置提现密码"
      notice={`重置后，${name} 的提现密码和错误锁定被清除，玩家提现前需重新设置提现密码。`}
      confirm={`确认重置 ${name} 的提现密码？`}
      path={`${apiPaths.admin.players}/${props.profile.id}/withdraw-password/reset`}
      body={{}}
    />
  );
}
