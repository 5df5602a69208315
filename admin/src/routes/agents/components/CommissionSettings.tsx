/** 佣金设置: the least an agent's claim may take (above 0), saved after a confirmation and audited by the API. */
import { App, Button, Card, Form, Input, Popconfirm, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { apiPaths, commissionSettingsResultSchema } from 'shared-contracts';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { formatTime } from '../../../shared/format';

type Settings = z.infer<typeof commissionSettingsResultSchema>;
const USDT_TEXT = /^\d{1,12}(\.\d{1,6})?$/;

export function CommissionSettings({ canEdit }: { canEdit: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ claim_min: string }>();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [saving, setSaving] = useState(false);

  const show = useCallback(
    (next: Settings) => {
      setSettings(next);
      form.setFieldsValue({ claim_min: next.claim_min.replace(/\.?0+$/, '') });
    },
    [form],
  );
  useEffect(() => {
    api
      .get(apiPaths.admin.commissionSettings, {}, commissionSettingsResultSchema)
      .then(show)
      .catch((error: Error) => message.error(error.message));
  }, [show, message]);

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      show(await api.put(apiPaths.admin.commissionSettings, values, commissionSettingsResultSchema));
      message.success('佣金设置已保存');
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" title="佣金设置" style={{ maxWidth: 640 }}>
      <Form form={form} layout="inline" disabled={!canEdit || settings === null}>
        <Form.Item
          name="claim_min"
          label="最低领取金额"
          rules={[
            {
              validator: (_, value: string) =>
                USDT_TEXT.test(value ?? '') && Number(value) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error('须为大于0的USDT金额，最多6位小数')),
            },
          ]}
        >
          <Input suffix="USDT" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Popconfirm
            title="保存佣金设置？"
            description="代理未领取佣金低于此金额时不能领取。"
            onConfirm={() => void save()}
          >
            <Button type="primary" loading={saving}>
              保存
            </Button>
          </Popconfirm>
        </Form.Item>
      </Form>
      {settings && (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {settings.updated_at ? `上次修改：${formatTime(settings.updated_at)}` : '尚未修改（默认 1 USDT）'}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
