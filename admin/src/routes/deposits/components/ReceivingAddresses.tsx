/**
 * 收款地址: the pool orders are paid to. Add (the API checks the base58 checksum), enable or
 * disable (a disabled address takes no new orders; payments to it are still seen), relabel.
 */
import { Button, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminReceivingAddressSchema, apiPaths } from 'shared-contracts';
import { z } from 'zod';
import { api } from '../../../api/client';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime } from '../../../shared/format';
import { useApiAction } from '../../../shared/useApiAction';
import { useApiData } from '../../../shared/useApiData';
import { looksLikeTronAddress } from '../labels';

type ReceivingAddress = z.infer<typeof adminReceivingAddressSchema>;
/** The dialog open: a new address, or a new label for one. */
type Dialog = { kind: 'add' } | { kind: 'label'; address: ReceivingAddress } | null;

const CSV_COLUMNS: CsvColumn<ReceivingAddress>[] = [
  { title: '地址', value: (row) => row.address },
  { title: '备注', value: (row) => row.label },
  { title: '状态', value: (row) => (row.status === 'active' ? '启用' : '停用') },
  { title: '进行中订单', value: (row) => row.open_orders },
  { title: '添加时间（北京时间）', value: (row) => formatTime(row.created_at) },
];

const fetchAddresses = () => api.get(apiPaths.admin.receivingAddresses, {}, z.array(adminReceivingAddressSchema));

export function ReceivingAddresses() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ address: string; label?: string }>();
  const { data, loading, reload } = useApiData(fetchAddresses);
  const rows = data ?? [];
  const { run, busy } = useApiAction(reload);

  const update = (row: ReceivingAddress, change: { status?: 'active' | 'disabled'; label?: string }, done: string) =>
    run(`update:${row.id}`, () => api.put(`${apiPaths.admin.receivingAddresses}/${row.id}`, change), done);

  async function submit() {
    const fields = await form.validateFields();
    const saved =
      dialog?.kind === 'label'
        ? await update(dialog.address, { label: fields.label ?? '' }, '备注已修改')
        : await run('add', () => api.post(apiPaths.admin.receivingAddresses, fields), '收款地址已添加');
    if (saved) setDialog(null);
  }

  const columns: ColumnsType<ReceivingAddress> = [
    {
      title: '地址',
      dataIndex: 'address',
      render: (value: string) => (
        <Typography.Text code copyable>
          {value}
        </Typography.Text>
      ),
    },
    { title: '备注', dataIndex: 'label', width: 180 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (value: ReceivingAddress['status']) =>
        value === 'active' ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>,
    },
    { title: '进行中订单', dataIndex: 'open_orders', width: 100, align: 'right' },
    { title: '添加时间', dataIndex: 'created_at', width: 165, render: (value: string) => formatTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Popconfirm
            title={
              row.status === 'active'
                ? '停用后不再分配新订单（已有订单的付款仍会入账）。确认停用？'
                : '确认启用这个收款地址？'
            }
            onConfirm={() =>
              update(
                row,
                { status: row.status === 'active' ? 'disabled' : 'active' },
                row.status === 'active' ? '已停用' : '已启用',
              )
            }
          >
            <Button type="link" size="small" danger={row.status === 'active'} loading={busy === `update:${row.id}`}>
              {row.status === 'active' ? '停用' : '启用'}
            </Button>
          </Popconfirm>
          <Button
            type="link"
            size="small"
            onClick={() => {
              form.setFieldsValue({ address: row.address, label: row.label });
              setDialog({ kind: 'label', address: row });
            }}
          >
            修改备注
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space>
        <Button
          type="primary"
          onClick={() => {
            form.resetFields();
            setDialog({ kind: 'add' });
          }}
        >
          新增收款地址
        </Button>
        <Button onClick={reload}>刷新</Button>
        <ExportButton
          filename="收款地址.csv"
          columns={CSV_COLUMNS}
          fetchPage={async () => ({ total: rows.length, list: rows })}
        />
      </Space>
      <Table<ReceivingAddress>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 个` }}
      />
      <Modal
        title={dialog?.kind === 'label' ? '修改备注' : '新增收款地址'}
        open={dialog !== null}
        okText={dialog?.kind === 'label' ? '确认修改' : '确认添加'}
        confirmLoading={busy === 'add' || (dialog?.kind === 'label' && busy === `update:${dialog.address.id}`)}
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="address"
            label="TRON地址（USDT-TRC20）"
            rules={[
              { required: true, message: '请填写地址' },
              {
                validator: (_, value: string | undefined) =>
                  !value || looksLikeTronAddress(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error('TRON地址格式错误')),
              },
            ]}
          >
            <Input placeholder="T 开头的 34 位地址" disabled={dialog?.kind === 'label'} autoComplete="off" />
          </Form.Item>
          <Form.Item name="label" label="备注" rules={[{ max: 100, message: '最多100字' }]}>
            <Input placeholder="例如：主钱包 1 号" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
