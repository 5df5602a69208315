/** 风控: clusters of players linked by a shared address, device or withdrawal address over a period, and the blacklists. */
import { Card, Flex, Tabs, Typography } from 'antd';
import { BlacklistTab } from './components/BlacklistTab';
import { ClustersTab } from './components/ClustersTab';

export default function RiskScreen() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        风控
      </Typography.Title>
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'clusters', label: '关联群组', children: <ClustersTab /> },
            { key: 'blacklist', label: '黑名单', children: <BlacklistTab /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
