/** The frame of every screen: the menu of what the operator's role may see, who is logged in, logout. */
import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { operatorRoleLabels } from 'shared-contracts';
import { useSession } from '../session/session';
import { Loading } from '../shared/Loading';
import type { AdminPage } from './pages';

export function AdminLayout({ pages }: { pages: AdminPage[] }) {
  const { me, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const selected = pages.find((page) => location.pathname.startsWith(page.path))?.path;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="dark">
        <Typography.Title level={4} style={{ color: '#fff', margin: 16 }}>
          运营后台
        </Typography.Title>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={pages.map((page) => ({ key: page.path, icon: page.icon, label: page.label }))}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', paddingInline: 24 }}>
          <Space>
            <span data-testid="operator-name">{me?.username}</span>
            {me && <Tag color="blue">{operatorRoleLabels[me.role]}</Tag>}
            <Button onClick={() => void logout()}>退出登录</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
