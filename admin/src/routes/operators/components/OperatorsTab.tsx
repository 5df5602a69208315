/** The operator accounts: filters, the paged table, a new account, CSV export, and each account's actions. */
import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { apiPaths, OPERATOR_ROLES, operatorRoleLabels, type AdminOperator, type OperatorRole } from 'shared-contracts';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime } from '../../../shared/format';
import { usePagedList } from '../../../shared/usePagedList';
import { CreateOperatorModal } from './CreateOperatorModal';
import { OperatorActions } from './OperatorActions';
import { PagedTable } from '../../../shared/PagedTable';

const ROLE_COLORS: Record<OperatorRole, string> = {
  super_admin: 'red',
  finance: 'gold',
  operations: 'blue',
  support: 'green',
};

interface Filters {
  username?: string;
  role?: OperatorRole;
  status?: 'enabled' | 'disabled';
}

const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: operatorRoleLabels[role] }));

export function OperatorsTab() {
  const [filters, setFilters] = useState<Filters>({});
  const [creating, setCreating] = useState(false);
  const list = usePagedList<AdminOperator>(apiPaths.admin.operators, { ...filters });

  // 创建时间 is in the CSV; the table keeps to what a 超级管理员 acts on.
  const columns: ColumnsType<AdminOperator> = [
    { title: 'ID', dataIndex: 'id', width: 56 },
    // A width of its own: the fixed columns after it would otherwise squeeze the name to one letter.
    { title: '用户名', dataIndex: 'username', width: 160, ellipsis: true },
    {
      title: '角色',
      dataIndex: 'role',
      width: 100,
      render: (role: OperatorRole) => <Tag color={ROLE_COLORS[role]}>{operatorRoleLabels[role]}</Tag>,
    },
    {
      title: '两步验证',
      dataIndex: 'totp_enabled',
      width: 90,
      render: (enabled: boolean) => (enabled ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>),
    },
    {
      title: '密码',
      dataIndex: 'must_change_password',
      width: 90,
      render: (initial: boolean) => (initial ? <Tag color="warning">初始密码</Tag> : <Tag>已修改</Tag>),
    },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 84,
      render: (disabled: boolean) =>
        disabled ? <Badge status="error" text="已停用" /> : <Badge status="success" text="正常" />,
    },
    {
      title: '最后登录',
      dataIndex: 'last_login_at',
      width: 160,
      render: (at: string | null) => formatTime(at) || '从未登录',
    },
    { title: '在线会话', dataIndex: 'live_sessions', width: 84, align: 'center' },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_: unknown, operator: AdminOperator) => <OperatorActions operator={operator} onChanged={list.reload} />,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" wrap gap={12}>
        <Space wrap>
          <Input.Search
            placeholder="用户名"
            allowClear
            style={{ width: 200 }}
            onSearch={(username) => setFilters((current) => ({ ...current, username: username.trim() || undefined }))}
          />
          <Select
            placeholder="全部角色"
            allowClear
            style={{ width: 140 }}
            options={roleOptions}
            onChange={(role?: OperatorRole) => setFilters((current) => ({ ...current, role }))}
          />
          <Select
            placeholder="全部状态"
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 'enabled', label: '正常' },
              { value: 'disabled', label: '已停用' },
            ]}
            onChange={(status?: Filters['status']) => setFilters((current) => ({ ...current, status }))}
          />
        </Space>
        <Space>
          <ExportButton<AdminOperator>
            filename="运营账号.csv"
            fetchPage={list.fetchPage}
            columns={[
              { title: 'ID', value: (row) => row.id },
              { title: '用户名', value: (row) => row.username },
              { title: '角色', value: (row) => operatorRoleLabels[row.role] },
              { title: '两步验证', value: (row) => (row.totp_enabled ? '已绑定' : '未绑定') },
              { title: '状态', value: (row) => (row.disabled ? '已停用' : '正常') },
              { title: '最后登录（北京时间）', value: (row) => formatTime(row.last_login_at) },
              { title: '在线会话', value: (row) => row.live_sessions },
              { title: '创建时间（北京时间）', value: (row) => formatTime(row.created_at) },
            ]}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新增运营账号
          </Button>
        </Space>
      </Flex>
      <PagedTable<AdminOperator> list={list} columns={columns} scroll={{ x: 1130 }} />
      <CreateOperatorModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void list.reload();
        }}
      />
    </Space>
  );
}
