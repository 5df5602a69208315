/** Bottom tab bar: 首页, 活动, 代理, 我的 (spec §2). */
import { TabBar as MobileTabBar } from 'antd-mobile';
import { AppOutline, GiftOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { messages } from 'shared-contracts';
import styles from './Frame.module.css';

const TABS = [
  { path: '/home', title: messages.tabs.home, icon: <AppOutline /> },
  { path: '/activity', title: messages.tabs.activity, icon: <GiftOutline /> },
  { path: '/Agent', title: messages.tabs.agent, icon: <TeamOutline /> },
  { path: '/user', title: messages.tabs.mine, icon: <UserOutline /> },
];

export function TabBar({ activePath }: { activePath: string }) {
  const navigate = useNavigate();
  return (
    <nav className={styles.tabBar} data-testid="tab-bar">
      <MobileTabBar activeKey={activePath} onChange={(path) => navigate(path)}>
        {TABS.map((tab) => (
          <MobileTabBar.Item key={tab.path} icon={tab.icon} title={tab.title} />
        ))}
      </MobileTabBar>
    </nav>
  );
}
