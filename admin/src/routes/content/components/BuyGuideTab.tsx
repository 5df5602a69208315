/** 购买指南: the /buy page (intro, steps, exchange links), saved at once. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Input } from 'antd';
import { useEffect } from 'react';
import { apiPaths, buyGuideSchema, type BuyGuide } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { SaveButton } from '../../../shared/SaveButton';
import { useLoaded } from '../../../shared/useLoaded';

/** The API's limits (buyGuideInputSchema). */
const MAX_STEPS = 20;
const MAX_LINKS = 20;

export function BuyGuideTab() {
  const { message } = App.useApp();
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.buyGuide, {}, buyGuideSchema);
  const [form] = Form.useForm<BuyGuide>();
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  async function save() {
    const fields = await form.validateFields();
    try {
      await api.put(
        apiPaths.admin.buyGuide,
        { ...fields, steps: fields.steps ?? [], links: fields.links ?? [] },
        buyGuideSchema,
      );
      message.success('已保存');
      await reload();
    } catch (error) {
      message.error((error as Error).message);
    }
  }

  return (
    <Card title="虚拟货币购买指南（/buy 页面）" loading={loading && !data}>
      <Form form={form} layout="vertical" disabled={!mayEdit} style={{ maxWidth: 880 }}>
        <Form.Item label="简介" name="intro">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
        <Form.Item label="步骤">
          <Form.List name="steps">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} align="start">
                    <span style={{ width: 56, lineHeight: '32px' }}>第{index + 1}步</span>
                    <Form.Item
                      name={field.name}
                      rules={[{ required: true, message: '请输入步骤' }]}
                      style={{ flex: 1, margin: 0 }}
                    >
                      <Input maxLength={500} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} aria-label="删除步骤" onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={!mayEdit || fields.length >= MAX_STEPS}
                  onClick={() => add('')}
                  style={{ width: 120 }}
                >
                  添加步骤
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item label="购买渠道链接">
          <Form.List name="links">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="start">
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[{ required: true, message: '请输入名称' }]}
                      style={{ margin: 0 }}
                    >
                      <Input placeholder="名称" maxLength={40} style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'url']}
                      rules={[{ required: true, pattern: /^https?:\/\/\S+$/i, message: '链接须为 http(s) 地址' }]}
                      style={{ flex: 1, margin: 0 }}
                    >
                      <Input placeholder="https://" maxLength={500} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} aria-label="删除链接" onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={!mayEdit || fields.length >= MAX_LINKS}
                  onClick={() => add({ name: '', url: '' })}
                  style={{ width: 120 }}
                >
                  添加链接
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form.Item>
        {mayEdit && <SaveButton onSave={save} />}
      </Form>
    </Card>
  );
}
