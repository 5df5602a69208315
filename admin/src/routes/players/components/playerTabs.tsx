/** The tabs of a player's detail: profile, ledger, rounds, deposits, withdrawals, bonuses, team, protection. */
import type { AdminPlayerProfile } from 'shared-contracts';
import { ProfileTab } from './ProfileTab';
import { ProtectionTab } from './ProtectionTab';
import { RestrictionsTab } from './RestrictionsTab';
import { ClaimsPanel } from './ClaimsPanel';
import { DepositsTab, LedgerTab, RoundsTab, WithdrawalsTab } from './RecordTabs';
import { TeamTab } from './TeamTab';

/** `changes` counts the changes made on the screen: the lists they touch load again. */
export function playerTabs(profile: AdminPlayerProfile, changes: number) {
  const id = profile.id;
  return [
    { key: 'profile', label: '概览', children: <ProfileTab profile={profile} /> },
    { key: 'ledger', label: '账变记录', children: <LedgerTab playerId={id} reloadKey={changes} /> },
    { key: 'rounds', label: '游戏记录', children: <RoundsTab playerId={id} /> },
    { key: 'deposits', label: '充值', children: <DepositsTab playerId={id} /> },
    { key: 'withdrawals', label: '提现', children: <WithdrawalsTab playerId={id} /> },
    { key: 'claims', label: '优惠', children: <ClaimsPanel playerId={id} /> },
    { key: 'team', label: '团队', children: <TeamTab playerId={id} /> },
    { key: 'protection', label: '保护设置', children: <ProtectionTab playerId={id} username={profile.username} /> },
    { key: 'restrictions', label: '账户限制', children: <RestrictionsTab playerId={id} /> },
  ];
}
