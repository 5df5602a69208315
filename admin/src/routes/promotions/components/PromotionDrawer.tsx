/**
 * The edit drawer of one promotion type: 基本信息 and 活动参数 (a form generated from the type's params
 * schema), 预览 as the player reads it, and 历史版本. Each save is a new version (PUT, audited by
 * the API), confirmed first; 财务 sees the same drawer read-only.
 */
import { App, Button, ConfigProvider, Drawer, Form, Space, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import {
  apiPaths,
  promotionAdminSchema,
  promotionTypeNames,
  ruleKindNames,
  type PromotionAdmin,
  type RuleKind,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { shanghaiToday } from '../../../shared/business-day';
import { fieldsOf, paramsSchemaOf } from '../params-shape';
import { formValuesOf, paramsProblem, promotionInputOf, wallTime, type PromotionFormValues } from '../promotion-form';
import { CommonFields } from './CommonFields';
import { ParamsFields } from './ParamsFields';
import { PromotionPreview } from './PromotionPreview';
import { VersionsList } from './VersionsList';

export interface PromotionEntry {
  activity_type: number;
  kind: string;
  promotion: PromotionAdmin | null;
}

export function PromotionDrawer(props: {
  entry: PromotionEntry;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (promotion: PromotionAdmin) => void;
}) {
  const { activity_type: type, promotion } = props.entry;
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<PromotionFormValues>();
  const [tab, setTab] = useState('common');
  const [saving, setSaving] = useState(false);
  const [savedCount, setSavedCount] = useState(0);
  const initialValues = useMemo(() => formValuesOf(type, promotion, shanghaiToday()), [type, promotion]);
  const paramFields = useMemo(() => fieldsOf(paramsSchemaOf(type)), [type]);
  const watched = Form.useWatch([], { form, preserve: true }) as PromotionFormValues | undefined;
  const current = watched ?? initialValues;

  function useVersion(version: PromotionAdmin) {
    const values = formValuesOf(type, version, shanghaiToday());
    // One field at a time: setFieldsValue would merge a shorter list of tiers into a longer one.
    for (const [name, value] of Object.entries(values)) form.setFieldValue(name, value);
    setTab('common');
    message.info(`已载入 v${version.version}，保存后成为新版本`);
  }

  async function save(values: PromotionFormValues) {
    setSaving(true);
    try {
      const saved = await api.put(
        `${apiPaths.admin.promotions}/${type}`,
        promotionInputOf(type, values),
        promotionAdminSchema,
      );
      message.success(`已保存为 v${saved.version}`);
      setSavedCount((count) => count + 1);
      props.onSaved(saved);
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  async function confirmSave() {
    let values: PromotionFormValues;
    try {
      values = await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: Array<{ name: Array<string | number> }> }).errorFields?.[0];
      setTab(first?.name[0] === 'params' ? 'params' : 'common');
      return;
    }
    const problem = paramsProblem(type, values.params);
    if (problem) {
      setTab('params');
      message.error(problem);
      return;
    }
    const next = (promotion?.version ?? 0) + 1;
    modal.confirm({
      title: `保存为 v${next}？`,
      content: promotion ? '保存后玩家立即看到新版本；旧版本留在历史版本中。' : '首次保存即创建该活动。',
      okText: '保存',
      cancelText: '取消',
      onOk: () => save(values),
    });
  }

  return (
    <Drawer
      open
      size={960}
      title={
        <Space>
          <span>
            {type}. {promotionTypeNames[type]}
          </span>
          <Tag>{ruleKindNames[props.entry.kind as RuleKind] ?? props.entry.kind}</Tag>
          {promotion ? <Tag color="blue">当前 v{promotion.version}</Tag> : <Tag color="orange">未创建</Tag>}
        </Space>
      }
      onClose={props.onClose}
      extra={
        props.canEdit ? (
          <Button type="primary" loading={saving} onClick={() => void confirmSave()}>
            保存为新版本
          </Button>
        ) : (
          <Tag>只读</Tag>
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={initialValues} disabled={!props.canEdit}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'common', label: '基本信息', forceRender: true, children: <CommonFields /> },
            { key: 'params', label: '活动参数', forceRender: true, children: <ParamsFields fields={paramFields} /> },
            {
              key: 'preview',
              label: '预览',
              children: (
                <PromotionPreview
                  wide
                  data={{ ...current, starts_at: wallTime(current.starts_at), ends_at: wallTime(current.ends_at) }}
                />
              ),
            },
            {
              key: 'versions',
              label: '历史版本',
              // Reading versions stays possible where the form is read-only.
              children: (
                <ConfigProvider componentDisabled={false}>
                  <VersionsList type={type} refreshKey={savedCount} canEdit={props.canEdit} onUseVersion={useVersion} />
                </ConfigProvider>
              ),
            },
          ]}
        />
      </Form>
    </Drawer>
  );
}
