/** 特殊活动页面: the /customDetail pages (title, HTML with a sanitized preview, on or off); create and edit. */
import { Button, Flex, Form, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { apiPaths, customPageAdminSchema, customPagesAdminResultSchema } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { formatTime } from '../../../shared/format';
import { SaveModal } from '../../../shared/SaveModal';
import { useLoaded } from '../../../shared/useLoaded';
import { HtmlEditor } from './HtmlEditor';

type CustomPage = z.infer<typeof customPageAdminSchema>;
type PageFields = Pick<CustomPage, 'title' | 'html' | 'status'>;

const STATUS = { on: { label: '上线', color: 'green' }, off: { label: '下线', color: 'default' } } as const;

function PageModal({ page, onClose, onSaved }: { page: CustomPage | null; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<PageFields>();
  const submit = (fields: PageFields) =>
    page
      ? api.put(`${apiPaths.admin.customPages}/${page.id}`, fields, customPageAdminSchema)
      : api.post(apiPaths.admin.customPages, fields, customPageAdminSchema);
  return (
    <SaveModal
      title={page ? `编辑页面 #${page.id}` : '新增特殊活动页面'}
      width={1040}
      form={form}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form<PageFields> form={form} layout="vertical" initialValues={page ?? { status: 'off', html: '' }}>
        <Flex gap={16}>
          <Form.Item label="标题" name="title" style={{ flex: 1 }} rules={[{ required: true, message: '请输入标题' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select
              style={{ width: 120 }}
              options={Object.entries(STATUS).map(([value, { label }]) => ({ value, label }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item label="页面内容（HTML）" name="html" rules={[{ required: true, message: '请输入页面内容' }]}>
          <HtmlEditor height={360} />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}

export function CustomPagesTab() {
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.customPages, {}, customPagesAdminResultSchema);
  const [editing, setEditing] = useState<CustomPage | 'new' | null>(null);

  const columns: TableColumnsType<CustomPage> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: '标题', dataIndex: 'title' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: CustomPage['status']) => <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>,
    },
    {
      title: '玩家链接',
      key: 'link',
      render: (_, page) => <Typography.Text copyable>{`/customDetail?id=${page.id}`}</Typography.Text>,
    },
    { title: '更新时间', dataIndex: 'updated_at', render: formatTime },
    {
      title: '操作',
      key: 'actions',
      render: (_, page) =>
        mayEdit && (
          <Button type="link" onClick={() => setEditing(page)}>
            编辑
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {mayEdit && (
        <Flex>
          <Button type="primary" onClick={() => setEditing('new')}>
            新增页面
          </Button>
        </Flex>
      )}
      <Table<CustomPage>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        pagination={{ pageSize: 10, showTotal: (total) => `共 ${total} 条` }}
      />
      {editing && (
        <PageModal
          page={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Flex>
  );
}
