/** 启动统计: a range of 北京时间 days (≤ 93), launches and players per day as a line, and the most launched games. */
import { Card, DatePicker, Flex, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { apiPaths, LAUNCH_STATS_MAX_DAYS, launchStatsResultSchema, type LaunchStats } from 'shared-contracts';
import { Loading } from '../../../shared/Loading';
import { useLoaded } from '../../../shared/useLoaded';
import { beijingToday } from '../game-values';

// ECharts is large: its own chunk, loaded when this tab opens.
const LaunchChart = lazy(() => import('./LaunchChart'));

type TopGame = LaunchStats['top_games'][number];
const DEFAULT_DAYS = 14;

const columns: TableColumnsType<TopGame> = [
  { title: '排名', key: 'rank', width: 64, render: (_, __, index) => index + 1 },
  {
    title: '游戏',
    key: 'game',
    render: (_, game) => game.game_name ?? (game.game_code === 'lobby' ? '厂商大厅' : game.game_code),
  },
  { title: '代码', dataIndex: 'game_code' },
  { title: '厂商', key: 'provider', render: (_, game) => game.provider_name ?? game.provider },
  { title: '启动次数', dataIndex: 'launches', align: 'right' },
  { title: '玩家数', dataIndex: 'players', align: 'right' },
];

export function LaunchStatsTab() {
  const today = dayjs(beijingToday());
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.subtract(DEFAULT_DAYS - 1, 'day'), today]);
  const query = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') };
  const { data, loading } = useLoaded(apiPaths.admin.launchStats, query, launchStatsResultSchema);

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center">
        <Typography.Text>日期（北京时间）</Typography.Text>
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          onChange={(dates) => dates?.[0] && dates[1] && setRange([dates[0], dates[1]])}
          disabledDate={(current, { from }) =>
            current.isAfter(today, 'day') ||
            (from !== undefined && Math.abs(current.diff(from, 'day')) >= LAUNCH_STATS_MAX_DAYS)
          }
        />
        <Typography.Text type="secondary">最多 {LAUNCH_STATS_MAX_DAYS} 天</Typography.Text>
      </Flex>
      <Flex gap={16}>
        <Card size="small" style={{ width: 200 }}>
          <Statistic title="启动次数" value={data?.total.launches ?? 0} loading={loading} />
        </Card>
        <Card size="small" style={{ width: 200 }}>
          <Statistic title="玩家数（去重）" value={data?.total.players ?? 0} loading={loading} />
        </Card>
      </Flex>
      <Card size="small" title="每日启动">
        <Suspense fallback={<Loading />}>
          <LaunchChart days={data?.days ?? []} />
        </Suspense>
      </Card>
      <Card size="small" title="热门游戏（按启动次数）">
        <Table<TopGame>
          rowKey={(game) => `${game.provider}:${game.game_code}`}
          size="small"
          columns={columns}
          dataSource={data?.top_games ?? []}
          loading={loading}
          pagination={false}
        />
      </Card>
    </Flex>
  );
}
