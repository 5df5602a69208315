/** A button whose action runs only after 确定 in a Popconfirm: every change in the console is confirmed. */
import { Button, Popconfirm, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';

export function ConfirmButton({
  title,
  description,
  onConfirm,
  children,
  ...button
}: Omit<ButtonProps, 'onClick' | 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Its promise keeps 确定 loading until the change is done. */
  onConfirm(): Promise<unknown> | void;
}) {
  return (
    <Popconfirm title={title} description={description} okText="确定" cancelText="取消" onConfirm={onConfirm}>
      <Button {...button}>{children}</Button>
    </Popconfirm>
  );
}
