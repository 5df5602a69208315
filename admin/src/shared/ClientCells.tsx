/** Table cells of where an action came from: the user agent shortened, in full on hover. */
import { Tooltip, Typography } from 'antd';
import { shortUserAgent } from './user-agent';

export function UserAgentCell({ agent }: { agent: string | null }) {
  if (!agent) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Tooltip title={agent}>
      <span>{shortUserAgent(agent)}</span>
    </Tooltip>
  );
}

/** An address, or a dash when none was kept (the system's own entries, or past the retention period). */
export function IpCell({ ip }: { ip: string | null }) {
  return ip ? <Typography.Text copyable>{ip}</Typography.Text> : <Typography.Text type="secondary">-</Typography.Text>;
}
