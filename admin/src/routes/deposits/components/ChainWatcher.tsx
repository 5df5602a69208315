/** 链上监听: the chain watcher's last pass, lag, errors and back-off, its event cursor, request budget and balance differences; refreshed every 10 s. */
import { Alert, Badge, Card, Col, Descriptions, Row, Space, Statistic, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { apiPaths, chainWatcherStatusSchema, type ChainWatcherStatus, writeUsdt } from 'shared-contracts';
import { api } from '../../../api/client';
import { formatTime } from '../../../shared/format';
import { Loading } from '../../../shared/Loading';
import { useApiData } from '../../../shared/useApiData';
import { watcherHealth, watcherHealthLabels } from '../labels';

const REFRESH_MS = 10_000;

const fetchStatus = () => api.get(apiPaths.admin.chainWatcher, {}, chainWatcherStatusSchema);

type Difference = ChainWatcherStatus['differences'][number];

/** Raw 6-decimal units (any size, signed) as USDT text with 6 decimals, as the console shows amounts. */
const usdtOfRaw = (raw: string) => (/^-?\d+$/.test(raw) ? writeUsdt(BigInt(raw), { places: 6 }) : raw);

function secondsText(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} 秒前`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} 分钟前`;
  return `${Math.floor(seconds / 3600)} 小时前`;
}

export function ChainWatcher() {
  // Refusals show inline (a toast every 10 s would bury the screen); the last status read stays shown.
  const { data: status, error: failure, reload } = useApiData(fetchStatus, { quiet: true });
  const [readAt, setReadAt] = useState<{ status: ChainWatcherStatus | null; at: Date } | null>(null);
  // When a new status arrives, note the time it was read (state adjusted while rendering, not in an effect).
  if (status && readAt?.status !== status) setReadAt({ status, at: new Date() });
  useEffect(() => {
    const timer = window.setInterval(reload, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  if (!status) return failure ? <Alert type="error" title={failure} /> : <Loading />;
  const health = watcherHealthLabels[watcherHealth(status)];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {failure && <Alert type="error" title={`刷新失败：${failure}`} />}
      <Row gutter={16}>
        <Col span={6}>
          <Card>
            <Statistic title="状态" valueRender={() => <Badge status={health.color} text={health.text} />} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="延迟区块（最新 − 已固化）" value={status.lag_blocks ?? '—'} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="上次成功" value={secondsText(status.seconds_since_success)} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="连续失败 / 累计错误" value={`${status.consecutive_failures} / ${status.error_count}`} />
          </Card>
        </Col>
      </Row>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { label: 'TRON API', children: <Typography.Text code>{status.api_url}</Typography.Text> },
          { label: '上次成功时间', children: formatTime(status.last_success_at) || '—' },
          { label: '已固化区块', children: status.solidified_block ?? '—' },
          { label: '最新区块', children: status.head_block ?? '—' },
          { label: '退避至', children: formatTime(status.backoff_until) || '未退避' },
          { label: '最后错误时间', children: formatTime(status.last_error_at) || '—' },
          {
            label: '最后错误',
            span: 2,
            children: status.last_error ? <Typography.Text type="danger">{status.last_error}</Typography.Text> : '无',
          },
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { label: '事件已处理至（区块时间）', children: formatTime(status.event_cursor) || '—' },
          { label: '待链上确认的转账', children: status.pending_transfers },
          {
            label: '每小时复读',
            children: status.rewind_position
              ? `进行中，已至 ${formatTime(status.rewind_position)}`
              : `上次开始 ${formatTime(status.rewind_started_at) || '—'}`,
          },
          {
            label: '请求预算（本进程）',
            children: `近 1 小时 ${status.budget.last_hour} · 近 24 小时 ${status.budget.last_day} / ${status.budget.per_day} · 每秒 ≤ ${status.budget.per_second}`,
          },
        ]}
      />
      <Table<Difference>
        rowKey="address"
        size="small"
        pagination={false}
        dataSource={status.differences}
        title={() => '余额对账差异（链上余额 ≠ 已记录转入 − 转出，连续两次核对）'}
        locale={{ emptyText: '无差异' }}
        columns={[
          {
            title: '地址',
            dataIndex: 'address',
            render: (address: string) => (
              <a href={`https://tronscan.org/#/address/${address}`} target="_blank" rel="noreferrer">
                {address}
              </a>
            ),
          },
          { title: '链上余额', dataIndex: 'on_chain', align: 'right', render: usdtOfRaw },
          { title: '已记录转入', dataIndex: 'recorded_in', align: 'right', render: usdtOfRaw },
          { title: '已记录转出', dataIndex: 'recorded_out', align: 'right', render: usdtOfRaw },
          {
            title: '差额',
            dataIndex: 'difference',
            align: 'right',
            render: (raw: string) => <Typography.Text type="danger">{usdtOfRaw(raw)}</Typography.Text>,
          },
          { title: '首次发现', dataIndex: 'differs_since', width: 170, render: (value: string) => formatTime(value) },
          { title: '最近核对', dataIndex: 'checked_at', width: 170, render: (value: string) => formatTime(value) },
        ]}
      />
      <Typography.Text type="secondary">
        每 10 秒自动刷新 · 上次读取 {readAt ? formatTime(readAt.at.toISOString()) : '—'}
      </Typography.Text>
    </Space>
  );
}
