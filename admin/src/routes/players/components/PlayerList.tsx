/** 玩家列表: search by id, username or invite code (kept in the address); a row or its link opens the player's detail. */
import { Input, Tag } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { apiPaths, type AdminPlayerRow } from 'shared-contracts';
import { formatTime, formatUsdt } from '../../../shared/format';
import { useUrlFilters } from '../../../shared/useUrlFilters';
import { RecordTable, type RecordColumn } from './RecordTable';

/**
 * The player's page as a real link (ctrl- or middle-click opens it in a new tab), carrying the list's
 * search so the page's 返回列表 comes back to the same list.
 */
function PlayerLink({ row, text }: { row: AdminPlayerRow; text: string | number }) {
  const { search } = useLocation();
  return (
    <Link to={`/players/${row.id}`} state={{ listSearch: search }}>
      {text}
    </Link>
  );
}
const playerLink = (row: AdminPlayerRow, text: string | number) => <PlayerLink row={row} text={text} />;

const columns: RecordColumn<AdminPlayerRow>[] = [
  { title: '玩家ID', value: (row) => row.id, render: (row) => playerLink(row, row.id), width: 90 },
  { title: '用户名', value: (row) => row.username, render: (row) => playerLink(row, row.username) },
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
  const { search } = useLocation();
  // The search, page and size are in the address: back from a player finds the same list.
  const [filters, setFilters] = useUrlFilters({ q: '' });
  return (
    <RecordTable<AdminPlayerRow>
      path={apiPaths.admin.players}
      filters={{ q: filters.q }}
      inUrl
      columns={columns}
      filename="玩家列表.csv"
      onRowClick={(row) => navigate(`/players/${row.id}`, { state: { listSearch: search } })}
      toolbar={
        <Input.Search
          // Mounted again when the address's search changes (back, the menu), to show it.
          key={filters.q}
          defaultValue={filters.q}
          allowClear
          placeholder="玩家ID / 用户名 / 邀请码"
          enterButton="搜索"
          style={{ width: 360 }}
          onSearch={(text) => setFilters({ q: text })}
        />
      }
    />
  );
}
