/** 代理: the commission template's versions, the daily settlement runs, a player's tree, the claim minimum. */
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useRoleIn } from '../../session/session';
import { AgentTree } from './components/AgentTree';
import { CommissionDays } from './components/CommissionDays';
import { CommissionSettings } from './components/CommissionSettings';
import { TemplatesPanel } from './components/TemplatesPanel';

/** Who may change commission (the API's ROLES.operations); others read. */
const EDITORS = ['super_admin', 'operations'] as const;

export default function AgentsScreen() {
  const canEdit = useRoleIn(EDITORS);
  // The tab is in the address, so a reload or a shared link opens the same one.
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') ?? 'templates';
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        代理
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'templates', label: '返佣模板', children: <TemplatesPanel canEdit={canEdit} /> },
          { key: 'days', label: '佣金结算', children: <CommissionDays canEdit={canEdit} /> },
          { key: 'tree', label: '代理关系', children: <AgentTree /> },
          { key: 'settings', label: '佣金设置', children: <CommissionSettings canEdit={canEdit} /> },
        ]}
      />
    </>
  );
}
