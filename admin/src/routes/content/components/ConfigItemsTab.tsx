/**
 * 配置项: every config item the site reads, named by its meaning (公告文字, 首页滚动文字, 客服账号…),
 * set or not yet; editing one (HTML items with a sanitized preview). Items of unknown ids may be deleted.
 */
import { Form, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { adminConfigItemSchema, apiPaths } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { EditDeleteActions } from '../../../shared/EditDeleteActions';
import { formatTime } from '../../../shared/format';
import { SaveModal } from '../../../shared/SaveModal';
import { useLoaded } from '../../../shared/useLoaded';
import { CONFIG_MEANINGS, KNOWN_CONFIG_IDS, meaningOf } from './config-items';
import { HtmlEditor } from './HtmlEditor';
import { htmlText } from './safe-html';

type ConfigItem = z.infer<typeof adminConfigItemSchema>;
/** A row of the table: a stored item, or a known id not set yet. */
type ConfigRow = Omit<ConfigItem, 'updated_at'> & { updated_at: string | null };
type ConfigFields = Pick<ConfigItem, 'content' | 'remark'>;

function ConfigModal({ item, onClose, onSaved }: { item: ConfigRow; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<ConfigFields>();
  const meaning = meaningOf(item.id);
  return (
    <SaveModal
      title={`编辑配置项 ${item.id}：${meaning.label}`}
      width={meaning.html ? 1040 : 640}
      form={form}
      submit={(fields) => api.put(`${apiPaths.admin.config}/${item.id}`, fields, adminConfigItemSchema)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Typography.Paragraph type="secondary">{meaning.hint}</Typography.Paragraph>
      <Form<ConfigFields> form={form} layout="vertical" initialValues={{ content: item.content, remark: item.remark }}>
        <Form.Item label="内容" name="content">
          {meaning.html ? <HtmlEditor /> : <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />}
        </Form.Item>
        <Form.Item label="备注" name="remark">
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}

export function ConfigItemsTab() {
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.config, {}, z.array(adminConfigItemSchema));
  const [editing, setEditing] = useState<ConfigRow | null>(null);
  const stored = data ?? [];
  const rows: ConfigRow[] = [
    ...KNOWN_CONFIG_IDS.map(
      (id) => stored.find((item) => item.id === id) ?? { id, content: '', remark: '', updated_at: null },
    ),
    ...stored.filter((item) => !CONFIG_MEANINGS[item.id]),
  ];

  const columns: TableColumnsType<ConfigRow> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: '名称', key: 'label', width: 140, render: (_, item) => meaningOf(item.id).label },
    {
      title: '内容',
      dataIndex: 'content',
      render: (content: string, item) =>
        item.updated_at === null ? (
          <Tag>未设置</Tag>
        ) : (
          <Typography.Text ellipsis style={{ maxWidth: 420 }}>
            {meaningOf(item.id).html ? htmlText(content) : content}
          </Typography.Text>
        ),
    },
    { title: '备注', dataIndex: 'remark', width: 140 },
    { title: '更新时间', dataIndex: 'updated_at', width: 180, render: formatTime },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, item) =>
        mayEdit && (
          <EditDeleteActions
            what="配置项"
            onEdit={() => setEditing(item)}
            // The ids the site reads stay; only an unknown one may go.
            deletePath={CONFIG_MEANINGS[item.id] ? undefined : `${apiPaths.admin.config}/${item.id}`}
            onDeleted={reload}
          />
        ),
    },
  ];

  return (
    <>
      <Table<ConfigRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
      />
      {editing && (
        <ConfigModal
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
