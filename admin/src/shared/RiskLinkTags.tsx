/** What links players, as tags: 设备 abc…, IP 203.0.113.5, 提现地址 T…, each with its full value on hover. */
import { Space, Tag, Tooltip } from 'antd';
import { riskLinkLabels, type RiskLinkKind } from 'shared-contracts';

const COLOURS: Record<RiskLinkKind, string> = { ip: 'blue', device: 'purple', address: 'orange', deposit_from: 'gold' };

/** A long value (a device id, an address) cut to its ends, enough to tell two apart. */
const shortened = (value: string) => (value.length > 18 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value);

export function LinkTags({ links }: { links: ReadonlyArray<{ kind: RiskLinkKind; value: string; players?: number }> }) {
  return (
    <Space size={4} wrap>
      {links.map((link) => (
        <Tooltip key={`${link.kind}:${link.value}`} title={link.value}>
          <Tag color={COLOURS[link.kind]} data-testid={`risk-link-${link.kind}`}>
            {riskLinkLabels[link.kind]} {shortened(link.value)}
            {link.players !== undefined ? ` · ${link.players}人` : ''}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
