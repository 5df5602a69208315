/**
 * The ledger's transfer kinds as a player reads them: a Chinese name and the report category a
 * credit of that kind counts under. The screens show the name the server sends, so a new kind of
 * money movement appears on them without a remote release; an unknown kind reads 其他.
 */
import type { LedgerKind } from 'shared-contracts';

/** What a report does with a kind: win/loss counts `bonus` and `rebate` credits beside the rounds. */
export type KindCategory = 'game' | 'deposit' | 'withdrawal' | 'bonus' | 'rebate' | 'commission' | 'other';

interface KindInfo {
  name: string;
  category: KindCategory;
  /** Whether a player's wallet takes entries of the kind (the 交易记录 filter offers only these). */
  onWallet: boolean;
}

export const LEDGER_KINDS: Readonly<Record<string, KindInfo>> = {
  deposit: { name: '充值', category: 'deposit', onWallet: true },
  channel_deposit: { name: '通道充值', category: 'deposit', onWallet: true },
  bet: { name: '投注', category: 'game', onWallet: true },
  win: { name: '派彩', category: 'game', onWallet: true },
  rollback: { name: '投注退回', category: 'game', onWallet: true },
  hold: { name: '提现', category: 'withdrawal', onWallet: true },
  hold_release: { name: '提现退回', category: 'withdrawal', onWallet: true },
  // Moves held money to the payout accounts: never on a wallet.
  hold_capture: { name: '提现出款', category: 'withdrawal', onWallet: false },
  // Kinds the activity and agent issues credit; named here so reports count them from the start.
  bonus: { name: '活动奖励', category: 'bonus', onWallet: true },
  task_reward: { name: '任务奖励', category: 'bonus', onWallet: true },
  // An operator's revocation of a wrongly paid bonus (issue 43): counted against the bonuses.
  bonus_revoke: { name: '奖励撤销', category: 'bonus', onWallet: true },
  rebate: { name: '反水', category: 'rebate', onWallet: true },
  commission: { name: '佣金', category: 'commission', onWallet: true },
  adjustment: { name: '人工调整', category: 'other', onWallet: true },
  // Red packets (issue 16): money between players, neither a bonus nor a game.
  red_packet_send: { name: '发红包', category: 'other', onWallet: true },
  red_packet_grab: { name: '抢红包', category: 'other', onWallet: true },
  red_packet_refund: { name: '红包退回', category: 'other', onWallet: true },
};

const UNKNOWN_KIND_NAME = '其他';

/** The Chinese name of a kind (其他 for a kind this server does not know). */
export function kindName(kind: string): string {
  return Object.hasOwn(LEDGER_KINDS, kind) ? LEDGER_KINDS[kind]!.name : UNKNOWN_KIND_NAME;
}

export function isKnownKind(kind: string): boolean {
  return Object.hasOwn(LEDGER_KINDS, kind);
}

/** The kinds counted under a report category. */
export function kindsOf(category: KindCategory): string[] {
  return Object.entries(LEDGER_KINDS)
    .filter(([, info]) => info.category === category)
    .map(([kind]) => kind);
}

/** The kinds the 交易记录 filter offers: those a wallet takes. */
export function walletKinds(): LedgerKind[] {
  return Object.entries(LEDGER_KINDS)
    .filter(([, info]) => info.onWallet)
    .map(([kind, info]) => ({ kind, name: info.name }));
}
