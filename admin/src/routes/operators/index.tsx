/** 运营账号 (超级管理员): the operator accounts, their live sessions, and the console's address allow-list. */
import { Card, Tabs } from 'antd';
import { AllowListTab } from './components/AllowListTab';
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
          { key: 'allow-list', label: '访问白名单', children: <AllowListTab /> },
        ]}
      />
    </Card>
  );
}
