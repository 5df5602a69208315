/**
 * The fallback for a parameter whose shape a form cannot draw: its JSON, edited as text and checked
 * with its contract schema; while the text is not JSON the form holds an InvalidJson, refused on save.
 */
import { Input } from 'antd';
import { useState } from 'react';

/** What the form holds while the text is not JSON: no schema's value, so the field's check refuses it. */
export class InvalidJson {
  constructor(readonly text: string) {}
}

export function JsonField(props: { value?: unknown; onChange?: (value: unknown) => void; id?: string }) {
  const [text, setText] = useState(() => JSON.stringify(props.value ?? null, null, 2));
  const [broken, setBroken] = useState(false);
  return (
    <Input.TextArea
      id={props.id}
      rows={6}
      value={text}
      status={broken ? 'error' : undefined}
      style={{ fontFamily: 'monospace' }}
      onChange={(event) => {
        setText(event.target.value);
        try {
          props.onChange?.(JSON.parse(event.target.value));
          setBroken(false);
        } catch {
          props.onChange?.(new InvalidJson(event.target.value));
          setBroken(true);
        }
      }}
    />
  );
}
