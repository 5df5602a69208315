/** 活动与任务: the 13 promotions (edit, preview, versions), the claims report, rebates and red packets. */
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useRoleIn } from '../../session/session';
import { ClaimsReport } from './components/ClaimsReport';
import { PromotionsTable } from './components/PromotionsTable';
import { RebatePanel } from './components/RebatePanel';
import { RedPacketsList } from './components/RedPacketsList';

/** Who may change promotions and rebates (the API's ROLES.operations); others read. */
const EDITORS = ['super_admin', 'operations'] as const;

export default function PromotionsScreen() {
  const canEdit = useRoleIn(EDITORS);
  // The tab is in the address, so a reload or a shared link opens the same one.
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') ?? 'promotions';
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        活动与任务
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'promotions', label: '活动', children: <PromotionsTable canEdit={canEdit} /> },
          { key: 'claims', label: '领取报表', children: <ClaimsReport /> },
          { key: 'rebates', label: '反水', children: <RebatePanel canEdit={canEdit} /> },
          { key: 'red-packets', label: '红包', children: <RedPacketsList /> },
        ]}
      />
    </>
  );
}
