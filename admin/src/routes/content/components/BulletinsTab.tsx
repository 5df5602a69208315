/** 公告: bulletins (title, HTML content with a sanitized preview, order); create, edit, delete. */
import { Button, Flex, Form, Input, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { adminBulletinSchema, apiPaths } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { EditDeleteActions } from '../../../shared/EditDeleteActions';
import { formatTime } from '../../../shared/format';
import { SaveModal } from '../../../shared/SaveModal';
import { useLoaded } from '../../../shared/useLoaded';
import { HtmlEditor } from './HtmlEditor';
import { htmlText } from './safe-html';

type Bulletin = z.infer<typeof adminBulletinSchema>;
type BulletinFields = Pick<Bulletin, 'title' | 'content' | 'sort'>;
const bulletinListSchema = z.array(adminBulletinSchema);

function BulletinModal({
  bulletin,
  onClose,
  onSaved,
}: {
  bulletin: Bulletin | null;
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<BulletinFields>();
  const submit = (fields: BulletinFields) =>
    bulletin
      ? api.put(`${apiPaths.admin.bulletins}/${bulletin.id}`, fields, adminBulletinSchema)
      : api.post(apiPaths.admin.bulletins, fields, adminBulletinSchema);
  return (
    <SaveModal
      title={bulletin ? `编辑公告 #${bulletin.id}` : '新增公告'}
      width={1040}
      form={form}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form<BulletinFields> form={form} layout="vertical" initialValues={bulletin ?? { sort: 0, content: '' }}>
        <Flex gap={16}>
          <Form.Item label="标题" name="title" style={{ flex: 1 }} rules={[{ required: true, message: '请输入标题' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="排序" name="sort" extra="数值越大越靠前">
            <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
          </Form.Item>
        </Flex>
        <Form.Item label="内容（HTML）" name="content" rules={[{ required: true, message: '请输入内容' }]}>
          <HtmlEditor />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}

export function BulletinsTab() {
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.bulletins, {}, bulletinListSchema);
  const [editing, setEditing] = useState<Bulletin | 'new' | null>(null);

  const columns: TableColumnsType<Bulletin> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: '标题', dataIndex: 'title', width: 240 },
    {
      title: '内容',
      dataIndex: 'content',
      render: (html: string) => (
        <Typography.Text ellipsis style={{ maxWidth: 420 }}>
          {htmlText(html)}
        </Typography.Text>
      ),
    },
    { title: '排序', dataIndex: 'sort', width: 80 },
    { title: '创建时间', dataIndex: 'created_at', width: 180, render: formatTime },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, bulletin) =>
        mayEdit && (
          <EditDeleteActions
            what="公告"
            onEdit={() => setEditing(bulletin)}
            deletePath={`${apiPaths.admin.bulletins}/${bulletin.id}`}
            onDeleted={reload}
          />
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {mayEdit && (
        <Flex>
          <Button type="primary" onClick={() => setEditing('new')}>
            新增公告
          </Button>
        </Flex>
      )}
      <Table<Bulletin>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={loading}
        pagination={{ pageSize: 10, showTotal: (total) => `共 ${total} 条` }}
      />
      {editing && (
        <BulletinModal
          bulletin={editing === 'new' ? null : editing}
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
