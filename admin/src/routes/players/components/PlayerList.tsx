/** 玩家列表: search by id, username or invite code; click a row for the player's detail. */
import { Input, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiPaths, type AdminPlayerRow } from 'shared-contracts';
import { formatTime, formatUsdt } from '../../../shared/format';
import { RecordTable, type RecordColumn } from './RecordTable';

const columns: RecordColumn<AdminPlayerRow>[] = [
  { title: '玩家ID', value: (row) => row.id, width: 90 },
  { title: '用户名', value: (row) => row.username },
  { title: '邀请码', value: (row) => row.invite_code },
  { title: '余额 (USDT)', value: (row) => formatUsdt(row.balance), align: 'right' },
  {
    title: '直属成员',
    value: (row) => row.direct_members,
    render: (row) => (row.direct_members > 0 ? <Tag color="purple">代理 · {row.direct_members}</Tag> : 0),
  },
  {
    title: '状态',
    value: (row) => (row.login_disabled ? '已停用' : '正常'),
    render: (row) => (row.login_disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>),
  },
  { title: '注册时间', value: (row) => formatTime(row.created_at) },
  {
    title: '最近活跃',
    value: (row) => formatTime(row.last_seen_at),
    render: (row) => formatTime(row.last_seen_at) || '—',
  },
];

export function PlayerList() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <RecordTable<AdminPlayerRow>
      path={apiPaths.admin.players}
      filters={{ q: query.trim() }}
      columns={columns}
      filename="玩家列表.csv"
      onRowClick={(row) => navigate(String(row.id))}
      toolbar={
        <Input.Search
          allowClear
          placeholder="玩家ID / 用户名 / 邀请码"
          enterButton="搜索"
          style={{ width: 360 }}
          onSearch={(text) => setQuery(text)}
        />
      }
    />
  );
}
