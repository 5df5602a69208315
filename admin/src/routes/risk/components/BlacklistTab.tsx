/** 黑名单: IP or CIDR networks and devices that cannot register, withdrawal addresses that cannot be bound; add and remove (audited). */
import { Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useCallback } from 'react';
import {
  BLACKLIST_KINDS,
  blacklistKindLabels,
  blacklistResultSchema,
  riskAdminPaths,
  type BlacklistAdd,
  type BlacklistEntry,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { ConfirmButton } from '../../../shared/ConfirmButton';
import { formatTime } from '../../../shared/format';
import { useApiAction } from '../../../shared/useApiAction';
import { useApiData } from '../../../shared/useApiData';

const PLACEHOLDERS: Record<BlacklistAdd['kind'], string> = {
  ip: '203.0.113.5 或 203.0.113.0/24',
  device: '设备号（8-64位字母、数字、-或_）',
  address: 'TRON地址（T开头）',
};

const fetchBlacklist = () => api.get(riskAdminPaths.blacklist, undefined, blacklistResultSchema);

export function BlacklistTab() {
  const [form] = Form.useForm<BlacklistAdd>();
  const kind = Form.useWatch('kind', form) ?? 'ip';
  const { data, loading, reload } = useApiData(fetchBlacklist);
  const { run, busy } = useApiAction(reload);
  const add = useCallback(
    async (values: BlacklistAdd) => {
      const added = await run('add', () => api.post(riskAdminPaths.blacklist, values), '已加入黑名单');
      if (added) form.resetFields(['value', 'reason']);
    },
    [form, run],
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Form form={form} layout="inline" initialValues={{ kind: 'ip' }} onFinish={(values) => void add(values)}>
        <Form.Item name="kind">
          <Select
            style={{ width: 130 }}
            options={BLACKLIST_KINDS.map((value) => ({ value, label: blacklistKindLabels[value] }))}
          />
        </Form.Item>
        <Form.Item name="value" rules={[{ required: true, message: '请输入' }]}>
          <Input placeholder={PLACEHOLDERS[kind]} style={{ width: 320 }} maxLength={64} />
        </Form.Item>
        <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input placeholder="原因" style={{ width: 240 }} maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy === 'add'}>
          加入黑名单
        </Button>
      </Form>
      <Table<BlacklistEntry>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.list ?? []}
        pagination={{ pageSize: 50, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` }}
        columns={[
          {
            title: '类型',
            width: 120,
            render: (_, entry) => <Tag>{blacklistKindLabels[entry.kind]}</Tag>,
            filters: BLACKLIST_KINDS.map((value) => ({ value, text: blacklistKindLabels[value] })),
            onFilter: (value, entry) => entry.kind === value,
          },
          { title: '值', dataIndex: 'value' },
          { title: '原因', dataIndex: 'reason' },
          { title: '添加人', dataIndex: 'created_by', width: 140 },
          { title: '添加时间', width: 190, render: (_, entry) => formatTime(entry.created_at) },
          {
            title: '操作',
            width: 100,
            render: (_, entry) => (
              <ConfirmButton
                size="small"
                danger
                title={`将 ${entry.value} 移出黑名单？`}
                loading={busy === `remove-${entry.id}`}
                onConfirm={() =>
                  run(
                    `remove-${entry.id}`,
                    () => api.post(`${riskAdminPaths.blacklist}/${entry.id}/remove`),
                    '已移出黑名单',
                  )
                }
              >
                移出
              </ConfirmButton>
            ),
          },
        ]}
      />
    </Space>
  );
}
