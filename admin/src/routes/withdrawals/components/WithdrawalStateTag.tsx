/** A request's state as a tag: 待链上确认 n/19 while a manual transaction it waits on is not yet solidified. */
import { Tag } from 'antd';
import type { AdminWithdrawal } from 'shared-contracts';
import { stateLabelOf, watchedPayout, withdrawalStateColors } from '../labels';

export function WithdrawalStateTag({ withdrawal }: { withdrawal: Pick<AdminWithdrawal, 'state' | 'payouts'> }) {
  const watched = watchedPayout(withdrawal) !== null;
  return (
    <Tag color={watched ? 'cyan' : withdrawalStateColors[withdrawal.state]} data-testid="withdrawal-state">
      {stateLabelOf(withdrawal)}
    </Tag>
  );
}
