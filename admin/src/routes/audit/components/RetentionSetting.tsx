/**
 * 客户端数据保留: how long addresses, device ids and browsers are kept (client traces, and the IP and
 * UA columns below); the clean-up job removes them past it. Shown on the audit log, whose columns it empties.
 */
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { apiPaths, RISK_RETENTION_DAYS, riskRetentionSchema } from 'shared-contracts';
import { api } from '../../../api/client';
import { useApiAction } from '../../../shared/useApiAction';
import { useApiData } from '../../../shared/useApiData';

const readRetention = () => api.get(apiPaths.admin.riskRetention, undefined, riskRetentionSchema);

export function RetentionSetting() {
  const { data, reload } = useApiData(readRetention);
  const { run, busy } = useApiAction(reload);
  const [editing, setEditing] = useState<number | null>(null);
  if (!data) return null;
  const save = async () => {
    const saved = await run(
      'save',
      () => api.put(apiPaths.admin.riskRetention, { retention_days: editing }, riskRetentionSchema),
      '已保存',
    );
    if (saved) setEditing(null);
  };
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text type="secondary">IP、设备、浏览器记录保留</Typography.Text>
      {editing === null ? (
        <>
          <Typography.Text strong>{data.retention_days} 天</Typography.Text>
          <Button size="small" type="link" onClick={() => setEditing(data.retention_days)}>
            修改
          </Button>
        </>
      ) : (
        <>
          <InputNumber
            size="small"
            min={RISK_RETENTION_DAYS.min}
            max={RISK_RETENTION_DAYS.max}
            precision={0}
            value={editing}
            onChange={(value) => setEditing(value ?? RISK_RETENTION_DAYS.min)}
            addonAfter="天"
            aria-label="保留天数"
          />
          <Button size="small" type="primary" loading={busy === 'save'} onClick={save}>
            保存
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            取消
          </Button>
        </>
      )}
      <Typography.Text type="secondary">
        （{RISK_RETENTION_DAYS.min}–{RISK_RETENTION_DAYS.max} 天，过期由清理任务删除）
      </Typography.Text>
    </Flex>
  );
}
