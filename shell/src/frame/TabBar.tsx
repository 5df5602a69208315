/**
 * Bottom tab bar: 首页, 活动, 代理, 我的 (spec §2), with the centre floating robot button that
 * opens the customer-service popup. The button is a fifth item in the middle, so the four tabs
 * keep equal widths around it; it is never the active item.
 */
import { TabBar as MobileTabBar } from 'antd-mobile';
import { AppOutline, GiftOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { messages } from 'shared-contracts';
import { $showCustom } from '../stores/ui-flags';
import { RobotIcon } from './RobotIcon';
import styles from './Frame.module.css';

const SERVICE_KEY = 'customer-service';

const TABS = [
  { path: '/home', title: messages.tabs.home, icon: <AppOutline /> },
  { path: '/activity', title: messages.tabs.activity, icon: <GiftOutline /> },
  { path: SERVICE_KEY, title: messages.service.robot, icon: <RobotIcon className={styles.robot} /> },
  { path: '/Agent', title: messages.tabs.agent, icon: <TeamOutline /> },
  { path: '/user', title: messages.tabs.mine, icon: <UserOutline /> },
];

/** The pages the tab bar leads to (the robot opens a popup). */
export const TAB_PAGE_PATHS = TABS.map((tab) => tab.path).filter((path) => path !== SERVICE_KEY);

/**
 * antd-mobile's items are plain divs: each title is a real link (or, for the robot, a button) so
 * the keyboard reaches it and Enter presses it; its click reaches the item, which navigates.
 */
function TabTitle({ path, title, active }: { path: string; title: string; active: boolean }) {
  if (path === SERVICE_KEY) {
    return (
      <button type="button" className={styles.tabTitle}>
        {title}
      </button>
    );
  }
  return (
    <a
      href={path}
      className={`adm-plain-anchor ${styles.tabTitle}`}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => event.preventDefault()}
    >
      {title}
    </a>
  );
}

export function TabBar({ activePath }: { activePath: string }) {
  const navigate = useNavigate();
  // flushSync: the tab's page renders in the tap's own task, not as a transition that yields on the way.
  const select = (key: string) => (key === SERVICE_KEY ? $showCustom.set(true) : navigate(key, { flushSync: true }));
  return (
    <nav className={styles.tabBar} aria-label={messages.frame.tabBar} data-testid="tab-bar">
      <MobileTabBar activeKey={activePath} onChange={select}>
        {TABS.map((tab) => (
          <MobileTabBar.Item
            key={tab.path}
            icon={tab.icon}
            title={<TabTitle path={tab.path} title={tab.title} active={tab.path === activePath} />}
            data-testid={tab.path === SERVICE_KEY ? 'robot-button' : undefined}
          />
        ))}
      </MobileTabBar>
    </nav>
  );
}
