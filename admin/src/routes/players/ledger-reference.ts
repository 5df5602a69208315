/**
 * A ledger entry's 关联 as an operator reads it: the raw reference (shared-contracts' parser) named in
 * Chinese, with the console screen that shows what it names, narrowed to the player where that
 * screen filters by player (the URL carries the filters: a link, a new tab or back opens the same list).
 */
import { parseLedgerReference, promotionTypeNames } from 'shared-contracts';

export interface ReferenceLink {
  label: string;
  /** The console path (with its search) that shows it, if one does. */
  to?: string;
}

const playerTab = (playerId: number, tab: string) => `/players/${playerId}?tab=${tab}`;
const depositsOf = (playerId: number) => `/deposits?tab=orders&player_id=${playerId}`;
const withdrawalsOf = (playerId: number) => `/withdrawals?tab=orders&state=all&player_id=${playerId}`;
/** Transaction ids are 64 hex characters: the start and end tell them apart. */
const shortTx = (txId: string) => (txId.length > 16 ? `${txId.slice(0, 8)}…${txId.slice(-6)}` : txId);

/**
 * @example ledgerReferenceLink('adjustment:2', 7) // { label: '人工调整 #2', to: '/players?tab=adjustments&status=all&player_id=7' }
 */
export function ledgerReferenceLink(reference: string | null, playerId: number): ReferenceLink {
  const what = parseLedgerReference(reference);
  switch (what.kind) {
    case 'round':
      // The console has no page of one round: the player's 游戏记录 lists it by its round id.
      return { label: `局号 ${what.roundId}`, to: playerTab(playerId, 'rounds') };
    case 'adjustment':
      return {
        label: `人工调整 #${what.id}`,
        to: `/players?tab=adjustments&status=all&player_id=${playerId}`,
      };
    case 'chain-deposit':
      return { label: `链上充值 #${what.id}`, to: depositsOf(playerId) };
    case 'chain-transfer':
      return { label: `链上充值 ${shortTx(what.txId)}`, to: depositsOf(playerId) };
    case 'channel-order':
      return { label: `充值订单 ${what.orderNo}`, to: depositsOf(playerId) };
    case 'channel-callback':
      return { label: `充值订单 ${what.channelOrderNo}（${what.channel}）`, to: depositsOf(playerId) };
    case 'withdrawal':
      return { label: `提现 ${what.orderNo}`, to: withdrawalsOf(playerId) };
    case 'hold':
      // A hold's release: the withdrawal paid (the hold taken) or returned (rejected).
      return { label: `提现冻结 #${what.id}`, to: withdrawalsOf(playerId) };
    case 'red-packet':
      return { label: `红包 #${what.id}`, to: '/promotions?tab=red-packets' };
    case 'promotion':
      return {
        label: `活动奖励 ${promotionTypeNames[what.activityType] ?? `类型${what.activityType}`}（${what.period}）`,
        to: playerTab(playerId, 'claims'),
      };
    case 'rebate-claim':
      return { label: '反水领取', to: playerTab(playerId, 'claims') };
    case 'commission-claim':
      return { label: '佣金领取' };
    case 'text':
      return { label: what.text };
  }
}
