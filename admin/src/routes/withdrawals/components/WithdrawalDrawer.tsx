/**
 * One request under review: what was asked (address, amount, fee, times, payout attempts), the
 * player's context beside it, and the decisions — 认领 / 放弃认领 to pay by hand, 通过并付款, 拒绝;
 * for a hot-wallet payout the chain did not clearly decide (待核实), the verdict first.
 */
import { Button, Descriptions, Drawer, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminWithdrawalSchema, apiPaths, type AdminWithdrawal } from 'shared-contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../session/session';
import { formatTime, formatUsdt } from '../../../shared/format';
import { useApiAction } from '../../../shared/useApiAction';
import { addressTypeLabels, claimHolder } from '../labels';
import { ApproveModal, RejectModal } from './DecisionModals';
import { PayoutAttempts } from './PayoutAttempts';
import { PayoutVerdictPanel } from './PayoutVerdict';
import { PayoutWatchPanel } from './PayoutWatch';
import { ReviewContext } from './ReviewContext';
import { WithdrawalStateTag } from './WithdrawalStateTag';

function RequestDetails({ withdrawal, operatorId }: { withdrawal: AdminWithdrawal; operatorId?: number }) {
  const holder = claimHolder(withdrawal.claimed_by, operatorId);
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        { label: '订单号', children: withdrawal.order_id },
        {
          label: '状态',
          children: (
            <Space size={4}>
              <WithdrawalStateTag withdrawal={withdrawal} />
              {withdrawal.state === 'review' && holder && <Tag color="purple">已认领：{holder}</Tag>}
            </Space>
          ),
        },
        { label: '提现金额', children: `${formatUsdt(withdrawal.amount)} USDT` },
        { label: '手续费', children: `${formatUsdt(withdrawal.fee)} USDT` },
        { label: '合计扣款', children: `${formatUsdt(withdrawal.total)} USDT` },
        { label: '类型', children: addressTypeLabels[withdrawal.address_type] },
        {
          label: withdrawal.address_type === 2 ? '手机号' : '收款地址',
          span: 2,
          children: (
            <Typography.Text copyable={{ text: withdrawal.address }} code>
              {withdrawal.area ? `+${withdrawal.area} ` : ''}
              {withdrawal.address}
            </Typography.Text>
          ),
        },
        { label: '申请时间', children: formatTime(withdrawal.created_at) },
        { label: '完成时间', children: formatTime(withdrawal.completed_at) || '—' },
        {
          label: '审核人',
          children:
            withdrawal.decided_by === null ? '—' : `#${withdrawal.decided_by} ${formatTime(withdrawal.decided_at)}`,
        },
        { label: '认领时间', children: formatTime(withdrawal.claimed_at) || '—' },
        ...(withdrawal.reason ? [{ label: '拒绝原因', span: 2, children: withdrawal.reason }] : []),
        ...(withdrawal.tx_id
          ? [{ label: '交易ID', span: 2, children: <Typography.Text copyable>{withdrawal.tx_id}</Typography.Text> }]
          : []),
      ]}
    />
  );
}

export function WithdrawalDrawer(props: {
  withdrawal: AdminWithdrawal | null;
  hotWallet: string | null;
  onClose(): void;
  onChanged(updated: AdminWithdrawal): void;
  /** Reads the list again (a refusal often means another operator acted first). */
  onRefresh(): void;
}) {
  const { withdrawal, hotWallet, onChanged } = props;
  const { me } = useSession();
  const { run, busy } = useApiAction(props.onRefresh);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const inReview = withdrawal?.state === 'review';
  const claimedByOther = withdrawal?.claimed_by != null && withdrawal.claimed_by !== me?.id;

  async function act(action: 'claim' | 'release', success: string) {
    if (!withdrawal) return;
    const path = `${apiPaths.admin.withdrawals}/${withdrawal.id}/${action}`;
    const updated = await run(action, () => api.post(path, {}, adminWithdrawalSchema), success);
    if (updated) onChanged(updated);
  }

  const actions = withdrawal && inReview && (
    <Space>
      {withdrawal.claimed_by === null ? (
        <Popconfirm
          title="认领后由你手动付款，其他操作员不能拒绝或用热钱包付款。确认认领？"
          onConfirm={() => act('claim', '已认领')}
        >
          <Button loading={busy === 'claim'}>认领</Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          title={claimedByOther ? '这是其他操作员的认领，确认放弃？' : '确认放弃认领？（尚未付款时）'}
          onConfirm={() => act('release', '已放弃认领')}
        >
          <Button loading={busy === 'release'}>放弃认领</Button>
        </Popconfirm>
      )}
      <Button danger disabled={claimedByOther} onClick={() => setDialog('reject')}>
        拒绝
      </Button>
      <Button type="primary" onClick={() => setDialog('approve')}>
        通过并付款
      </Button>
    </Space>
  );

  return (
    <Drawer
      title={
        withdrawal ? `${withdrawal.state === 'verify' ? '提现核实' : '提现审核'} · ${withdrawal.order_id}` : '提现审核'
      }
      size={760}
      open={withdrawal !== null}
      onClose={props.onClose}
      extra={actions}
      destroyOnHidden
    >
      {withdrawal && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <RequestDetails withdrawal={withdrawal} operatorId={me?.id} />
          <PayoutVerdictPanel withdrawal={withdrawal} onChanged={onChanged} onRefresh={props.onRefresh} />
          <PayoutWatchPanel withdrawal={withdrawal} onChanged={onChanged} onRefresh={props.onRefresh} />
          <PayoutAttempts withdrawal={withdrawal} />
          {/* Loaded again once a decision changes the request (the balance and history change with it). */}
          <ReviewContext key={`${withdrawal.id}:${withdrawal.state}`} withdrawalId={withdrawal.id} />
          <ApproveModal
            open={dialog === 'approve'}
            withdrawal={withdrawal}
            hotWallet={hotWallet}
            onClose={() => setDialog(null)}
            onDone={(updated) => {
              setDialog(null);
              onChanged(updated);
            }}
          />
          <RejectModal
            open={dialog === 'reject'}
            withdrawal={withdrawal}
            onClose={() => setDialog(null)}
            onDone={(updated) => {
              setDialog(null);
              onChanged(updated);
            }}
          />
        </Space>
      )}
    </Drawer>
  );
}
