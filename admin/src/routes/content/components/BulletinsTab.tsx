/** 公告: bulletins (title, HTML content with a sanitized preview, order); create, edit, delete. */
import { App, Button, Flex, Form, Input, InputNumber, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { adminBulletinSchema, apiPaths } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { ConfirmButton } from '../../../shared/ConfirmButton';
import { formatTime } from '../../../shared/format';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<BulletinFields>();
  async function save() {
    const fields = await form.validateFields();
    try {
      if (bulletin) await api.put(`${apiPaths.admin.bulletins}/${bulletin.id}`, fields, adminBulletinSchema);
      else await api.post(apiPaths.admin.bulletins, fields, adminBulletinSchema);
      message.success('已保存');
      onSaved();
    } catch (error) {
      message.error((error as Error).message);
    }
  }
  return (
    <Modal
      open
      title={bulletin ? `编辑公告 #${bulletin.id}` : '新增公告'}
      width={1040}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <ConfirmButton key="save" type="primary" title="确认保存该公告？" onConfirm={save}>
          保存
        </ConfirmButton>,
      ]}
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
    </Modal>
  );
}

export function BulletinsTab() {
  const { message } = App.useApp();
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.bulletins, {}, bulletinListSchema);
  const [editing, setEditing] = useState<Bulletin | 'new' | null>(null);

  async function remove(bulletin: Bulletin) {
    try {
      await api.delete(`${apiPaths.admin.bulletins}/${bulletin.id}`);
      message.success('已删除');
      await reload();
    } catch (error) {
      message.error((error as Error).message);
    }
  }

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
          <Flex gap={4}>
            <Button type="link" onClick={() => setEditing(bulletin)}>
              编辑
            </Button>
            <ConfirmButton type="link" danger title="确认删除该公告？" onConfirm={() => remove(bulletin)}>
              删除
            </ConfirmButton>
          </Flex>
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
