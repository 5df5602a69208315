/** /players: the player list and, for 财务, the balance adjustments (pending ones first to review). */
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useRoleIn } from '../../../session/session';
import { FINANCE_ROLES } from '../roles';
import { AdjustmentReview } from './AdjustmentReview';
import { PlayerList } from './PlayerList';

export function PlayersHome() {
  const [params, setParams] = useSearchParams();
  const isFinance = useRoleIn(FINANCE_ROLES);
  const tab = isFinance && params.get('tab') === 'adjustments' ? 'adjustments' : 'players';
  const items = [
    { key: 'players', label: '玩家列表', children: <PlayerList /> },
    ...(isFinance ? [{ key: 'adjustments', label: '调整审核', children: <AdjustmentReview /> }] : []),
  ];
  return (
    <Card>
      <Tabs
        activeKey={tab}
        items={items}
        onChange={(key) => setParams(key === 'players' ? {} : { tab: key }, { replace: true })}
      />
    </Card>
  );
}
