/**
 * 访问白名单 (超级管理员): the addresses the console may be used from, one IP or CIDR a line; empty
 * means any. The API refuses a list without the saver's own address, so the form offers to add it.
 */
import { Alert, App, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { apiPaths, consoleAllowListSchema } from 'shared-contracts';
import { api } from '../../../api/client';
import { Loading } from '../../../shared/Loading';
import { useApiData } from '../../../shared/useApiData';

const fetchAllowList = () => api.get(apiPaths.admin.consoleAllowList, {}, consoleAllowListSchema);
const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

export function AllowListTab() {
  const { message } = App.useApp();
  const { data, reload } = useApiData(fetchAllowList);
  // What the operator typed; null: the saved list as it is.
  const [edited, setEdited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return <Loading />;
  const text = edited ?? data.cidrs.join('\n');

  async function save() {
    setBusy(true);
    try {
      const saved = await api.put(apiPaths.admin.consoleAllowList, { cidrs: linesOf(text) }, consoleAllowListSchema);
      message.success(
        saved.cidrs.length ? `白名单已保存（${saved.cidrs.length} 条）` : '白名单已清空，任何地址均可访问',
      );
      setEdited(null);
      reload();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space orientation="vertical" size="middle" style={{ maxWidth: 560, width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title="设置后，只有白名单内的地址可以登录和使用运营后台，其他地址一律拒绝。留空表示不限制。"
        description="每行一个IP地址或网段（如 203.0.113.8 或 203.0.113.0/24）。保存时须包含你当前的地址，以免把自己挡在外面。"
      />
      <Typography.Text>
        你当前的地址：<Typography.Text code>{data.your_address}</Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={linesOf(text).includes(data.your_address)}
          onClick={() => setEdited([...linesOf(text), data.your_address].join('\n'))}
        >
          加入当前地址
        </Button>
      </Typography.Text>
      <Input.TextArea
        rows={8}
        value={text}
        onChange={(event) => setEdited(event.target.value)}
        placeholder="不限制"
        aria-label="访问白名单"
      />
      <Button type="primary" loading={busy} onClick={() => void save()}>
        保存白名单
      </Button>
    </Space>
  );
}
