/**
 * An unmatched deposit's assignment waiting for a second operator (above the assignment threshold):
 * who asked for whom; another operator approves (credited then) or rejects it, the requester may
 * withdraw their own (撤回). The API refuses a requester's approval too.
 */
import { Button, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { apiPaths, depositAssignmentSchema, type DepositAssignment } from 'shared-contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../session/session';
import { formatUsdt } from '../../../shared/format';
import { useApiAction } from '../../../shared/useApiAction';

export function PendingAssignment(props: { assignment: DepositAssignment; onDone(): void }) {
  const { assignment } = props;
  const { me } = useSession();
  const { run, busy } = useApiAction(props.onDone);
  const [reason, setReason] = useState('');
  const path = `${apiPaths.admin.depositAssignments}/${assignment.id}`;
  const own = assignment.requested_by === me?.id;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text type="warning">
        待审核：给 {assignment.username}（ID {assignment.player_id}）· 发起人 {assignment.requested_by_name}
      </Typography.Text>
      <Space size={0}>
        {!own && (
          <Popconfirm
            title={`通过并入账 ${formatUsdt(assignment.amount)} USDT 给 ${assignment.username}（ID ${assignment.player_id}）？`}
            okText="通过"
            cancelText="取消"
            onConfirm={() =>
              run('approve', () => api.post(`${path}/approve`, {}, depositAssignmentSchema), '已通过并入账')
            }
          >
            <Button type="link" size="small" loading={busy === 'approve'}>
              通过
            </Button>
          </Popconfirm>
        )}
        <Popconfirm
          title={own ? '撤回这次分配？' : '拒绝这次分配？'}
          description={<Input placeholder="原因" value={reason} onChange={(event) => setReason(event.target.value)} />}
          okText={own ? '撤回' : '拒绝'}
          cancelText="取消"
          onConfirm={() =>
            run(
              'reject',
              () => api.post(`${path}/reject`, { reason }, depositAssignmentSchema),
              own ? '已撤回' : '已拒绝',
            )
          }
        >
          <Button type="link" size="small" danger loading={busy === 'reject'}>
            {own ? '撤回' : '拒绝'}
          </Button>
        </Popconfirm>
      </Space>
    </Space>
  );
}
