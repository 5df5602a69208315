/**
 * The frame of every screen: the menu of what the operator's role may see (each queue's count as a
 * badge on its row), who is logged in, logout, and the browser tab's title with the count of the
 * screen's queues; the switch of the sound played when a queue gains an item (per operator).
 */
import { SoundOutlined } from '@ant-design/icons';
import { Badge, Button, Layout, Menu, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { operatorRoleLabels } from 'shared-contracts';
import { useSession } from '../session/session';
import { Loading } from '../shared/Loading';
import { menuBadges, tabTitle } from '../shared/queues';
import type { AdminPage } from './pages';
import { useQueueCounts } from './useQueueCounts';

export function AdminLayout({ pages }: { pages: AdminPage[] }) {
  const { me, logout } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const current = pages.find((page) => location.pathname.startsWith(page.path));
  const queues = useQueueCounts(me);
  const badges = queues.counts && me ? menuBadges(queues.counts, me.role) : {};
  const title = tabTitle(current?.label, current?.path, badges);
  useEffect(() => {
    document.title = title;
    // Logged out (the frame gone): the page's own title again, no stale count.
    return () => {
      document.title = '运营后台';
    };
  }, [title]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="dark">
        <Typography.Title level={4} style={{ color: '#fff', margin: 16 }}>
          运营后台
        </Typography.Title>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={current ? [current.path] : []}
          items={pages.map((page) => ({
            key: page.path,
            icon: page.icon,
            label: (
              <Space size={6}>
                {page.label}
                <Badge count={badges[page.path] ?? 0} size="small" overflowCount={99} data-testid="menu-badge" />
              </Space>
            ),
          }))}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', paddingInline: 24 }}>
          <Space>
            {queues.works && (
              <Tooltip title="待处理队列有新单时播放提示音（仅本浏览器、本账号）">
                <Space size={4}>
                  <SoundOutlined />
                  <Switch size="small" checked={queues.soundOn} onChange={queues.changeSound} aria-label="新单提示音" />
                </Space>
              </Tooltip>
            )}
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
