/** 社区链接: /community's links (title, description, http(s) link, kind), at most 20, saved together. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { apiPaths, COMMUNITY_LINKS_MAX, communityLinksResultSchema, type CommunityLink } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { SaveButton } from '../../../shared/SaveButton';
import { formatTime } from '../../../shared/format';
import { useLoaded } from '../../../shared/useLoaded';

const KINDS = [
  { value: 'group', label: '交流群' },
  { value: 'channel', label: '频道' },
  { value: 'other', label: '其他' },
];

export function CommunityLinksTab() {
  const { message } = App.useApp();
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.communityLinks, {}, communityLinksResultSchema);
  const [form] = Form.useForm<{ links: CommunityLink[] }>();
  useEffect(() => {
    if (data) form.setFieldsValue({ links: data.links });
  }, [data, form]);

  async function save() {
    const fields = await form.validateFields();
    try {
      await api.put(apiPaths.admin.communityLinks, fields, communityLinksResultSchema);
      message.success('已保存');
      await reload();
    } catch (error) {
      message.error((error as Error).message);
    }
  }

  return (
    <Card
      loading={loading && !data}
      title="玩家社区链接"
      extra={<Typography.Text type="secondary">最后修改：{formatTime(data?.updated_at) || '—'}</Typography.Text>}
    >
      <Form form={form} disabled={!mayEdit}>
        <Form.List name="links">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item name={[field.name, 'title']} rules={[{ required: true, message: '请输入名称' }]}>
                    <Input placeholder="名称" maxLength={30} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'description']}>
                    <Input placeholder="说明" maxLength={60} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'url']}
                    rules={[{ required: true, pattern: /^https?:\/\/\S+$/i, message: '链接须为 http(s) 地址' }]}
                  >
                    <Input placeholder="https://" style={{ width: 320 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'kind']} initialValue="group">
                    <Select options={KINDS} style={{ width: 100 }} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label="删除链接" onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Flex gap={8}>
                <Button
                  icon={<PlusOutlined />}
                  disabled={!mayEdit || fields.length >= COMMUNITY_LINKS_MAX}
                  onClick={() => add({ title: '', description: '', url: '', kind: 'group' })}
                >
                  添加链接
                </Button>
                {mayEdit && <SaveButton onSave={save} />}
                <Typography.Text type="secondary">最多 {COMMUNITY_LINKS_MAX} 个</Typography.Text>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
