/** 仪表盘: today's figures, 30 days of charts, the work waiting and the chain watcher — all in 北京时间. */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { formatTime } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { Loading } from '../../shared/Loading';
import { PendingCards } from './components/PendingCards';
import { TodayCards } from './components/TodayCards';
import { useDashboard } from './hooks/useDashboard';

// ECharts is the heaviest library of the console: only this screen loads it, after its cards.
const DashboardCharts = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './components/DashboardCharts'));

export default function DashboardScreen() {
  const { data, error, loading, reload } = useDashboard();
  const today = data?.days[data.days.length - 1]?.day;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          今日{today ? `（${today}，北京时间）` : ''}
        </Typography.Title>
        <Space>
          {data && <Typography.Text type="secondary">数据时间 {formatTime(data.generated_at)}</Typography.Text>}
          <Button icon={<ReloadOutlined />} loading={loading} onClick={() => void reload()}>
            刷新
          </Button>
        </Space>
      </Flex>
      {error && <LoadError error={error} onRetry={reload} />}
      {!data ? (
        loading && <Loading />
      ) : (
        <>
          <TodayCards today={data.today} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            待处理
          </Typography.Title>
          <PendingCards pending={data.pending} watcher={data.watcher} />
          <Suspense fallback={<Loading />}>
            <DashboardCharts days={data.days} />
          </Suspense>
        </>
      )}
    </Flex>
  );
}
