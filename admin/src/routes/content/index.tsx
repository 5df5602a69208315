/** 内容: banners, bulletins, config items, special pages, community links and the /buy guide. */
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { BannersTab } from './components/BannersTab';
import { BulletinsTab } from './components/BulletinsTab';
import { BuyGuideTab } from './components/BuyGuideTab';
import { CommunityLinksTab } from './components/CommunityLinksTab';
import { ConfigItemsTab } from './components/ConfigItemsTab';
import { CustomPagesTab } from './components/CustomPagesTab';

const TABS = [
  { key: 'banners', label: '轮播图', children: <BannersTab /> },
  { key: 'bulletins', label: '公告', children: <BulletinsTab /> },
  { key: 'config', label: '配置项', children: <ConfigItemsTab /> },
  { key: 'pages', label: '特殊活动页面', children: <CustomPagesTab /> },
  { key: 'community', label: '社区链接', children: <CommunityLinksTab /> },
  { key: 'buy', label: '购买指南', children: <BuyGuideTab /> },
];

export default function ContentScreen() {
  // The tab is in the address, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const active = TABS.some((tab) => tab.key === params.get('tab')) ? (params.get('tab') as string) : 'banners';
  return <Tabs activeKey={active} onChange={(key) => setParams({ tab: key })} items={TABS} destroyOnHidden />;
}
