/** 游戏: the catalogue (status, hot, order, pictures), the providers and their switch, launch statistics. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { GameList } from './components/GameList';
import { LaunchStatsTab } from './components/LaunchStatsTab';
import { ProvidersTab } from './components/ProvidersTab';

const TABS = [
  { key: 'games', label: '游戏列表', children: <GameList /> },
  { key: 'providers', label: '厂商', children: <ProvidersTab /> },
  { key: 'stats', label: '启动统计', children: <LaunchStatsTab /> },
];

export default function GamesScreen() {
  // The tab is in the address, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const active = TABS.some((tab) => tab.key === params.get('tab')) ? (params.get('tab') as string) : 'games';
  return <Tabs activeKey={active} onChange={(key) => setParams({ tab: key })} items={TABS} destroyOnHidden />;
}
