/** The audit log's filters: operator (exact username), entity, entity id and a 北京时间 day range. */
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { apiPaths, auditEntitiesSchema } from 'shared-contracts';
import { api } from '../../../api/client';
import { entityLabel } from '../labels';

export interface AuditFilterValues {
  operator?: string;
  entity?: string;
  entity_id?: string;
  from?: string;
  to?: string;
}

interface FormValues {
  operator?: string;
  entity?: string;
  entity_id?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

/** The entity names the log holds; none when they cannot be read (the list still works without them). */
function useEntities(): string[] {
  const [entities, setEntities] = useState<string[]>([]);
  useEffect(() => {
    api.get(`${apiPaths.admin.audit}/entities`, undefined, auditEntitiesSchema).then(setEntities, () => undefined);
  }, []);
  return entities;
}

/** The form's first values: the filters the address holds (back, a reload). */
function formValuesOf(filters: AuditFilterValues): FormValues {
  const day = (text: string | undefined) => (text && dayjs(text).isValid() ? dayjs(text) : null);
  const { from, to, ...rest } = filters;
  return { ...rest, days: from || to ? [day(from), day(to)] : null };
}

export function AuditFilters({
  initial,
  onChange,
}: {
  initial: AuditFilterValues;
  onChange: (filters: AuditFilterValues) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const entities = useEntities();
  const submit = (values: FormValues) =>
    onChange({
      operator: values.operator?.trim() || undefined,
      entity: values.entity || undefined,
      entity_id: values.entity_id?.trim() || undefined,
      from: values.days?.[0]?.format('YYYY-MM-DD'),
      to: values.days?.[1]?.format('YYYY-MM-DD'),
    });
  return (
    <Form form={form} layout="inline" onFinish={submit} initialValues={formValuesOf(initial)} style={{ rowGap: 12 }}>
      <Form.Item name="operator" label="操作人">
        <Input placeholder="用户名" allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="entity" label="对象">
        <Select
          placeholder="全部"
          allowClear
          showSearch
          style={{ width: 220 }}
          options={entities.map((entity) => ({ value: entity, label: entityLabel(entity) }))}
        />
      </Form.Item>
      <Form.Item name="entity_id" label="对象ID">
        <Input allowClear style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="days" label="日期范围">
        <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onChange({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
