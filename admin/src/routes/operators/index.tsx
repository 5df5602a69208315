/** 运营账号 (超级管理员): the operator accounts, and their live sessions on a second tab. */
import { Card, Tabs } from 'antd';
import { OperatorsTab } from './components/OperatorsTab';
import { SessionsTab } from './components/SessionsTab';

export default function OperatorsScreen() {
  return (
    <Card>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'operators', label: '运营账号', children: <OperatorsTab /> },
          { key: 'sessions', label: '在线会话', children: <SessionsTab /> },
        ]}
      />
    </Card>
  );
}
