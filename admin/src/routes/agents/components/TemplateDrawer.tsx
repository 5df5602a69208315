/**
 * 新增版本: a new commission template version from tomorrow or later (Beijing time), drafted from the
 * latest version; categories and their tiers as Form.List; checked, confirmed, then sent.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Drawer, Flex, Form, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { apiPaths, commissionTemplateVersionSchema, type CategoryTiers } from 'shared-contracts';
import { api } from '../../../api/client';
import { shanghaiDayOf } from '../../../shared/business-day';
import { draftCategories, templateInputOf, templateProblem, type TemplateFormValues } from '../template-form';
import { gameTypeOptions } from '../../../shared/game-types';

export function TemplateDrawer(props: {
  draft: CategoryTiers[] | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<TemplateFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const tomorrow = shanghaiDayOf(new Date(), 1);

  async function save(values: TemplateFormValues) {
    setSaving(true);
    try {
      const version = await api.post(
        apiPaths.admin.commissionTemplates,
        templateInputOf(values),
        commissionTemplateVersionSchema,
      );
      message.success(`已新增版本 #${version.id}，${version.effective_from} 起生效`);
      props.onSaved();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  async function confirm() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const found = templateProblem(values.categories ?? []);
    setProblem(found);
    if (found) return;
    const day = values.effective_from?.format('YYYY-MM-DD');
    modal.confirm({
      title: `新增返佣模板版本，${day} 起生效？`,
      content: '该日（北京时间）起的佣金按此版本结算；已开始的日期仍按原版本。',
      okText: '新增',
      cancelText: '取消',
      onOk: () => save(values),
    });
  }

  return (
    <Drawer
      open
      size={720}
      title="新增返佣模板版本"
      onClose={props.onClose}
      extra={
        <Button type="primary" loading={saving} onClick={() => void confirm()}>
          保存
        </Button>
      }
    >
      <Form<TemplateFormValues>
        form={form}
        layout="vertical"
        initialValues={{ effective_from: dayjs(tomorrow), categories: draftCategories(props.draft) }}
        onValuesChange={() => setProblem(null)}
      >
        <Form.Item
          name="effective_from"
          label="生效日期（北京时间）"
          extra="须为明天或之后"
          rules={[{ required: true, message: '请选择生效日期' }]}
        >
          <DatePicker disabledDate={(day) => day.format('YYYY-MM-DD') < tomorrow} />
        </Form.Item>
        <Form.List name="categories">
          {(categories, { add, remove }) => (
            <>
              {categories.map((category) => (
                <Card
                  key={category.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={
                    <Form.Item name={[category.name, 'game_type_id']} noStyle rules={[{ required: true }]}>
                      <Select
                        aria-label="游戏类别"
                        placeholder="游戏类别"
                        options={gameTypeOptions}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                  }
                  extra={
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(category.name)}>
                      删除类别
                    </Button>
                  }
                >
                  <TierRows name={category.name} />
                </Card>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ tiers: [{ min_performance: '0', rate: 0 }] })}
              >
                添加游戏类别
              </Button>
            </>
          )}
        </Form.List>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
      </Form>
    </Drawer>
  );
}

/** One category's tiers: from a team performance (USDT) up, a rate per 10,000 of it. */
function TierRows({ name }: { name: number }) {
  return (
    <Form.List name={[name, 'tiers']}>
      {(tiers, { add, remove }) => (
        <>
          {tiers.map((tier, index) => (
            <Flex key={tier.key} gap={8} align="baseline">
              <span style={{ minWidth: 48, color: '#666' }}>第{index + 1}档</span>
              <Form.Item
                name={[tier.name, 'min_performance']}
                rules={[{ required: true, message: '请填写门槛' }]}
                style={{ marginBottom: 8 }}
              >
                <Input prefix="团队业绩 ≥" suffix="USDT" aria-label={`第${index + 1}档门槛`} style={{ width: 260 }} />
              </Form.Item>
              <Form.Item
                name={[tier.name, 'rate']}
                rules={[{ required: true, message: '请填写比例' }]}
                style={{ marginBottom: 8 }}
              >
                <InputNumber
                  prefix="比例"
                  suffix="‱"
                  min={0}
                  max={10_000}
                  precision={0}
                  aria-label={`第${index + 1}档比例`}
                  style={{ width: 160 }}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除第${index + 1}档`}
                onClick={() => remove(tier.name)}
              />
            </Flex>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => add({ min_performance: '', rate: 0 })}>
            添加档位
          </Button>
        </>
      )}
    </Form.List>
  );
}
