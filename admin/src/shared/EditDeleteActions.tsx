/**
 * A row's 编辑 and 删除 links. 删除 (shown when `deletePath` is given) asks to confirm, sends DELETE,
 * says 已删除 and calls `onDeleted`, or shows the API's Chinese message.
 */
import { App, Button, Flex } from 'antd';
import { api } from '../api/client';
import { ConfirmButton } from './ConfirmButton';

interface EditDeleteActionsProps {
  /** What the row is, for the question: 确认删除该{what}？ */
  what: string;
  onEdit(): void;
  deletePath?: string;
  onDeleted(): void;
}

export function EditDeleteActions({ what, onEdit, deletePath, onDeleted }: EditDeleteActionsProps) {
  const { message } = App.useApp();
  async function remove(path: string) {
    try {
      await api.delete(path);
      message.success('已删除');
      onDeleted();
    } catch (error) {
      message.error((error as Error).message);
    }
  }
  return (
    <Flex gap={4}>
      <Button type="link" onClick={onEdit}>
        编辑
      </Button>
      {deletePath && (
        <ConfirmButton type="link" danger title={`确认删除该${what}？`} onConfirm={() => remove(deletePath)}>
          删除
        </ConfirmButton>
      )}
    </Flex>
  );
}
