/** An HTML field with its sanitized preview beside it: what players will see, never what could run. */
import { Col, Input, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { sanitizeOperatorHtml } from '../../../shared/operator-html';

export function HtmlPreview({ html, height = 320 }: { html: string; height?: number }) {
  const safe = useMemo(() => sanitizeOperatorHtml(html), [html]);
  return (
    <div
      data-testid="html-preview"
      style={{
        height,
        overflow: 'auto',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        padding: 12,
        background: '#fff',
      }}
      // Sanitized just above: DOMPurify keeps formatting only.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/** A form control: value/onChange of the HTML text, the preview on the right. */
export function HtmlEditor({
  value = '',
  onChange,
  height = 320,
}: {
  value?: string;
  onChange?(value: string): void;
  height?: number;
}) {
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Input.TextArea
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          style={{ height, fontFamily: 'monospace' }}
          aria-label="HTML内容"
        />
      </Col>
      <Col span={12}>
        <Typography.Text type="secondary">预览（已过滤脚本等不安全内容）</Typography.Text>
        <HtmlPreview html={value} height={height - 22} />
      </Col>
    </Row>
  );
}
