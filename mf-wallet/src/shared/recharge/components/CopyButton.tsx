/** 复制 beside a value: copies it and toasts 复制成功. */
import { Button } from 'antd-mobile';
import { messages, type HostApi } from 'shared-contracts';
import { copyText } from 'remote-kit';

interface Props {
  host: HostApi;
  value: string;
  /** The button's accessible name: which value it copies (two 复制 buttons sit in one popup). */
  label: string;
  testId: string;
}

export function CopyButton({ host, value, label, testId }: Props) {
  return (
    <Button
      size="mini"
      color="primary"
      fill="outline"
      aria-label={label}
      data-testid={testId}
      onClick={() => void copyText(value).then((copied) => copied && host.toast(messages.recharge.copied))}
    >
      {messages.recharge.copy}
    </Button>
  );
}
