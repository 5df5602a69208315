/**
 * 保存: runs the save at once, loading until it is done. A save is not confirmed a second time (the
 * operator's click is the decision); destructive actions use ConfirmButton.
 */
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';

export function SaveButton({
  onSave,
  children = '保存',
  ...button
}: Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** A rejected promise (a form's failed validation) only ends the loading: the form shows why. */
  onSave(): Promise<unknown>;
}) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } catch {
      // The form marks its invalid fields; an API refusal was already told by onSave.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button type="primary" {...button} loading={saving} onClick={() => void save()}>
      {children}
    </Button>
  );
}
