/** 支付通道: the third-party gateway channels (USDT-TRC20 is built in and not listed). Secrets show only as 已设置/未设置. */
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminPayChannelSchema, apiPaths, type AdminPayChannel } from 'shared-contracts';
import { z } from 'zod';
import { api } from '../../../api/client';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime } from '../../../shared/format';
import { useApiAction } from '../../../shared/useApiAction';
import { useApiData } from '../../../shared/useApiData';
import { PayChannelModal } from './PayChannelModal';

const CSV_COLUMNS: CsvColumn<AdminPayChannel>[] = [
  { title: '代码', value: (row) => row.code },
  { title: '名称', value: (row) => row.name },
  { title: '币种', value: (row) => row.currency },
  { title: '汇率', value: (row) => row.rate },
  { title: '最低USDT', value: (row) => row.min_amount },
  { title: '最高USDT', value: (row) => row.max_amount },
  { title: '排序', value: (row) => row.sort },
  { title: '开通', value: (row) => (row.enabled ? '是' : '否') },
  { title: '商户号', value: (row) => row.merchant_id },
  { title: '回调来源IP', value: (row) => row.allow.join(' ') },
  { title: '密钥', value: (row) => (row.secret_set ? '已设置' : '未设置') },
  { title: '修改时间（北京时间）', value: (row) => formatTime(row.updated_at) },
];

/** The settings a PUT needs, from a listed channel (the secret left out: it stays as set). */
function settingsOf(channel: AdminPayChannel) {
  const { name, rate, currency, min_amount, max_amount, sort, enabled, gateway_url, merchant_id } = channel;
  return {
    name,
    rate,
    currency,
    min_amount,
    max_amount,
    sort,
    enabled,
    gateway_url,
    merchant_id,
    allow: channel.allow.join(','),
  };
}

const fetchChannels = () => api.get(apiPaths.admin.payChannels, {}, z.array(adminPayChannelSchema));

export function PayChannels() {
  const [editing, setEditing] = useState<AdminPayChannel | null | undefined>(undefined);
  const { data, loading, reload } = useApiData(fetchChannels);
  const rows = data ?? [];
  const { run, busy } = useApiAction(reload);

  const toggle = (row: AdminPayChannel) =>
    run(
      `toggle:${row.id}`,
      () => api.put(`${apiPaths.admin.payChannels}/${row.id}`, { ...settingsOf(row), enabled: !row.enabled }),
      row.enabled ? '已关闭通道' : '已开通通道',
    );

  const columns: ColumnsType<AdminPayChannel> = [
    { title: '代码', dataIndex: 'code', width: 100 },
    { title: '名称', dataIndex: 'name', width: 120 },
    { title: '汇率', key: 'rate', width: 150, render: (_, row) => `1 USDT = ${row.rate} ${row.currency}` },
    { title: '限额（USDT）', key: 'limits', width: 190, render: (_, row) => `${row.min_amount} – ${row.max_amount}` },
    { title: '排序', dataIndex: 'sort', width: 60 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (value: boolean) => (value ? <Tag color="success">已开通</Tag> : <Tag>未开通</Tag>),
    },
    {
      title: '密钥',
      dataIndex: 'secret_set',
      width: 80,
      render: (value: boolean) => (value ? <Tag color="blue">已设置</Tag> : <Tag color="red">未设置</Tag>),
    },
    {
      title: '回调来源IP',
      dataIndex: 'allow',
      ellipsis: true,
      render: (value: string[]) => <Typography.Text type="secondary">{value.join(', ')}</Typography.Text>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Popconfirm
            title={row.enabled ? '关闭后玩家不能再用此通道充值。确认关闭？' : '确认开通此通道？'}
            onConfirm={() => toggle(row)}
          >
            <Button type="link" size="small" danger={row.enabled} loading={busy === `toggle:${row.id}`}>
              {row.enabled ? '关闭' : '开通'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space>
        <Button type="primary" onClick={() => setEditing(null)}>
          新增支付通道
        </Button>
        <Button onClick={reload}>刷新</Button>
        <ExportButton
          filename="支付通道.csv"
          columns={CSV_COLUMNS}
          fetchPage={async () => ({ total: rows.length, list: rows })}
        />
      </Space>
      <Table<AdminPayChannel>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <PayChannelModal
        channel={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
    </Space>
  );
}
