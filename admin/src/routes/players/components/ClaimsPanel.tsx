/**
 * 优惠 on a player's page: their promotion and rebate claims, with 撤销 for 财务 and 超级管理员 — a
 * wrongly paid bonus taken back (debited up to the balance, its turnover requirement removed, once,
 * audited). A revoked claim shows what was debited, by whom.
 */
import { App, Button, Form, Input, Modal, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { apiPaths, claimRevocationSchema, claimRevocationsResultSchema, type ClaimRevocation } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { formatTime, formatUsdt } from '../../../shared/format';
import { useLoaded } from '../../../shared/useLoaded';
import { FINANCE_ROLES } from '../roles';
import type { RecordColumn } from './RecordTable';
import { ClaimsTab, type Claim } from './RecordTabs';

function RevokeModal(props: { playerId: number; claim: Claim; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      const path = `${apiPaths.admin.players}/${props.playerId}/promotion-claims/${props.claim.id}/revoke`;
      const done = await api.post(path, { reason }, claimRevocationSchema);
      message.success(`已撤销，扣回 ${formatUsdt(done.debited)} USDT`);
      props.onDone();
      props.onClose();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={`撤销奖励 #${props.claim.id}`}
      okText="确认撤销"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <Typography.Paragraph>
        扣回 {formatUsdt(props.claim.amount)} USDT（余额不足时最多扣至0），并移除该笔奖励未完成的流水要求
        {props.claim.turnover_required !== '0.000000' && `（${formatUsdt(props.claim.turnover_required)} USDT）`}
        。每笔只能撤销一次，记入审计日志。
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="撤销原因"
          rules={[{ required: true, whitespace: true, message: '请填写撤销原因' }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ClaimsPanel({ playerId }: { playerId: number }) {
  const canRevoke = useRoleIn(FINANCE_ROLES);
  const [revoking, setRevoking] = useState<Claim | null>(null);
  const [changes, setChanges] = useState(0);
  const revocations = useLoaded(
    `${apiPaths.admin.players}/${playerId}/claim-revocations`,
    {},
    claimRevocationsResultSchema,
  );
  const revoked = useMemo(
    () => new Map<number, ClaimRevocation>((revocations.data?.list ?? []).map((row) => [row.claim_id, row])),
    [revocations.data],
  );

  const extraColumns: RecordColumn<Claim>[] = [
    {
      title: '撤销',
      value: (row) => {
        const done = revoked.get(row.id);
        return done ? `已撤销 扣回${done.debited}` : '';
      },
      render: (row) => {
        const done = revoked.get(row.id);
        if (done)
          return (
            <Tag color="red" title={`${done.revoked_by_name} · ${formatTime(done.created_at)} · ${done.reason}`}>
              已撤销 · 扣回 {formatUsdt(done.debited)}
            </Tag>
          );
        return canRevoke && row.activity_type !== 0 ? (
          <Button type="link" size="small" danger onClick={() => setRevoking(row)}>
            撤销
          </Button>
        ) : null;
      },
    },
  ];
  return (
    <>
      <ClaimsTab playerId={playerId} extraColumns={extraColumns} reloadKey={changes} />
      {revoking && (
        <RevokeModal
          playerId={playerId}
          claim={revoking}
          onClose={() => setRevoking(null)}
          onDone={() => {
            setChanges((count) => count + 1);
            revocations.reload();
          }}
        />
      )}
    </>
  );
}
