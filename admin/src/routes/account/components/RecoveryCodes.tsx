/**
 * The recovery codes, shown this once (the API keeps only their hashes): copy or download them
 * before 完成. Each logs in once in place of the authenticator's code.
 */
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space, Typography } from 'antd';
import { useSession } from '../../../session/session';

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { message } = App.useApp();
  const { me } = useSession();
  const text = [
    `运营后台恢复码（账号 ${me?.username ?? ''}）`,
    '每个恢复码只能使用一次，可在登录时代替两步验证码。请妥善保管。',
    '',
    ...codes,
    '',
  ].join('\r\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      message.success('已复制恢复码');
    } catch {
      message.error('复制失败，请手动抄写或下载');
    }
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="warning"
        showIcon
        title="请立即保存恢复码：只显示这一次"
        description="手机丢失或无法使用身份验证器时，可用恢复码代替6位验证码登录，每个只能用一次。离开本页后将无法再次查看；如全部用完或遗失，请联系超级管理员重置两步验证。"
      />
      <div
        data-testid="recovery-codes"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 1fr)',
          gap: '12px 24px',
          padding: 16,
          border: '1px solid #f0f0f0',
          borderRadius: 8,
        }}
      >
        {codes.map((code) => (
          <Typography.Text key={code} code style={{ fontSize: 15 }}>
            {code}
          </Typography.Text>
        ))}
      </div>
      <Space>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          复制全部
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => download('运营后台恢复码.txt', text)}>
          下载为TXT
        </Button>
        <Button type="primary" onClick={onDone}>
          完成
        </Button>
      </Space>
    </Space>
  );
}
