/** 风险: a withdrawal request's risk flags as tags, each with what raised it on hover (and the other players, linked). */
import { Space, Tag, Tooltip, Typography } from 'antd';
import { withdrawalRiskFlagLabels, type WithdrawalRiskFlag, type WithdrawalRiskFlagKey } from 'shared-contracts';
import { Link } from 'react-router-dom';

const FLAG_COLORS: Record<WithdrawalRiskFlagKey, string> = {
  first_withdrawal: 'blue',
  no_bet: 'orange',
  bonus_claim: 'gold',
  shared_client: 'red',
  new_account: 'purple',
  large_amount: 'volcano',
};

function FlagTip({ flag }: { flag: WithdrawalRiskFlag }) {
  return (
    <span>
      {flag.detail}
      {flag.player_ids && flag.player_ids.length > 0 && (
        <>
          ：
          {flag.player_ids.map((id) => (
            <Link key={id} to={`/players/${id}`} style={{ marginRight: 6 }}>
              #{id}
            </Link>
          ))}
        </>
      )}
    </span>
  );
}

/** `empty`: what shows when none is raised (a dash in the list, words in the drawer). */
export function RiskFlagTags({
  flags,
  empty = '—',
}: {
  flags: readonly WithdrawalRiskFlag[] | undefined;
  empty?: string;
}) {
  if (!flags || flags.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag.key} title={<FlagTip flag={flag} />}>
          <Tag color={FLAG_COLORS[flag.key]} style={{ marginInlineEnd: 0 }}>
            {withdrawalRiskFlagLabels[flag.key]}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/** The drawer's list of flags, each with its reason written out. */
export function RiskFlagList({ flags }: { flags: readonly WithdrawalRiskFlag[] }) {
  if (flags.length === 0) return <Typography.Text type="secondary">未发现风险标记</Typography.Text>;
  return (
    <Space orientation="vertical" size={4}>
      {flags.map((flag) => (
        <span key={flag.key}>
          <Tag color={FLAG_COLORS[flag.key]}>{withdrawalRiskFlagLabels[flag.key]}</Tag>
          <FlagTip flag={flag} />
        </span>
      ))}
    </Space>
  );
}
