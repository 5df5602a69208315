/** 在线会话: every live operator session (not revoked, not expired, not idle), newest first, with its login's IP and browser; revoke one. */
import { App, Button, Popconfirm, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { apiPaths, operatorSessionRevokeResultSchema, type OperatorSession } from 'shared-contracts';
import { api } from '../../../api/client';
import { IpCell, UserAgentCell } from '../../../shared/ClientCells';
import { formatTime } from '../../../shared/format';
import { usePagedList } from '../../../shared/usePagedList';
import { PagedTable } from '../../../shared/PagedTable';

export function SessionsTab() {
  const { message } = App.useApp();
  const list = usePagedList<OperatorSession>(apiPaths.admin.operatorSessions, {});

  async function revoke(session: OperatorSession) {
    try {
      await api.post(`${apiPaths.admin.operatorSessions}/${session.id}/revoke`, {}, operatorSessionRevokeResultSchema);
      message.success(`已强制下线 ${session.username} 的会话`);
      await list.reload();
    } catch (error) {
      message.error((error as Error).message);
    }
  }

  const columns: ColumnsType<OperatorSession> = [
    { title: '会话ID', dataIndex: 'id', width: 90 },
    {
      title: '运营账号',
      dataIndex: 'username',
      render: (username: string, session) => (
        <>
          {username} {session.current && <Tag color="blue">当前会话</Tag>}
        </>
      ),
    },
    { title: '登录时间', dataIndex: 'created_at', render: (at: string) => formatTime(at) },
    { title: '登录IP', dataIndex: 'ip', render: (ip: string | null) => <IpCell ip={ip} /> },
    { title: '浏览器', dataIndex: 'user_agent', render: (agent: string | null) => <UserAgentCell agent={agent} /> },
    { title: '最后活动', dataIndex: 'last_seen_at', render: (at: string) => formatTime(at) },
    { title: '最迟过期', dataIndex: 'expires_at', render: (at: string) => formatTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_: unknown, session) => (
        <Popconfirm
          title={`强制下线 ${session.username} 的这个会话？`}
          description={session.current ? '这是你当前的会话，下线后需重新登录。' : '对方需重新登录。'}
          okText="下线"
          okButtonProps={{ danger: true }}
          onConfirm={() => revoke(session)}
        >
          <Button type="link" size="small" danger>
            强制下线
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return <PagedTable<OperatorSession> list={list} columns={columns} />;
}
