/**
 * 厂商: each game provider, its switch (运营 and 超级管理员, confirmed, audited), whether its credentials
 * are configured (never what they are), whether players can launch its games, games and today's launches.
 */
import { App, Flex, Popconfirm, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { adminProviderSchema, adminProvidersResultSchema, apiPaths, type AdminProvider } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { useLoaded } from '../../../shared/useLoaded';

export function ProvidersTab() {
  const { message } = App.useApp();
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.providers, {}, adminProvidersResultSchema);

  async function toggle(provider: AdminProvider) {
    try {
      await api.put(`${apiPaths.admin.providers}/${provider.code}`, { open: !provider.open }, adminProviderSchema);
      message.success(provider.open ? `已关闭 ${provider.name}` : `已开启 ${provider.name}`);
      await reload();
    } catch (error) {
      message.error((error as Error).message);
    }
  }

  const columns: TableColumnsType<AdminProvider> = [
    { title: '厂商', dataIndex: 'name' },
    { title: '代码', dataIndex: 'code' },
    {
      title: '开关',
      dataIndex: 'open',
      render: (open: boolean, provider) =>
        provider.id === null ? (
          <Typography.Text type="secondary">无平台记录</Typography.Text>
        ) : (
          <Popconfirm
            title={open ? `确认关闭 ${provider.name}？` : `确认开启 ${provider.name}？`}
            description={open ? '关闭后玩家无法进入该厂商的游戏' : undefined}
            okText="确定"
            cancelText="取消"
            disabled={!mayEdit}
            onConfirm={() => toggle(provider)}
          >
            <Switch checked={open} disabled={!mayEdit} checkedChildren="开" unCheckedChildren="关" />
          </Popconfirm>
        ),
    },
    {
      title: '凭据',
      dataIndex: 'credentials_set',
      render: (set: boolean) => (set ? <Tag color="green">已配置</Tag> : <Tag>未配置</Tag>),
    },
    {
      title: '玩家可进入',
      dataIndex: 'launchable',
      render: (launchable: boolean) => (launchable ? <Tag color="blue">可进入</Tag> : <Tag color="red">不可进入</Tag>),
    },
    { title: '游戏数', dataIndex: 'games', align: 'right' },
    { title: '今日启动', dataIndex: 'launches_today', align: 'right' },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        玩家可进入 =
        开关已开且凭据已配置。凭据（PROVIDER_&lt;代码&gt;_SECRET、_LAUNCH_URL）在服务器环境中配置，此处只显示是否已配置。
        今日（{data?.day ?? '—'}，北京时间）启动次数。
      </Typography.Text>
      <Table<AdminProvider>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        pagination={false}
      />
    </Flex>
  );
}
