/** A load that failed: its Chinese message and 重试, where the data would be (never "暂无数据"). */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

export function LoadError({ error, onRetry }: { error: string; onRetry: () => unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={`加载失败：${error}`}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void onRetry()}>
          重试
        </Button>
      }
    />
  );
}
