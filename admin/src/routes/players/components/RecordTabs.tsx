/** A player's records, each a paged list with CSV: ledger, rounds, deposit orders, withdrawals, bonus claims. */
import { Tag } from 'antd';
import {
  apiGameTypeNames,
  apiPaths,
  payoutVerdictTexts,
  type AdminLedgerEntry,
  type AdminRound,
  type AdminWithdrawal,
  type adminDepositOrderSchema,
  type promotionClaimsResultSchema,
} from 'shared-contracts';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { formatTime, formatUsdt } from '../../../shared/format';
import { ledgerReferenceLink } from '../ledger-reference';
import { RecordTable, type RecordColumn } from './RecordTable';

type DepositOrder = z.infer<typeof adminDepositOrderSchema>;
export type Claim = z.infer<typeof promotionClaimsResultSchema>['items'][number];

const playerPath = (playerId: number, list: string) => `${apiPaths.admin.players}/${playerId}/${list}`;
const signed = (amount: string) => (
  <span style={{ color: amount.startsWith('-') ? '#cf1322' : '#389e0d' }}>{formatUsdt(amount)}</span>
);

const ledgerColumns = (playerId: number): RecordColumn<AdminLedgerEntry>[] => [
  { title: '时间', value: (row) => formatTime(row.created_at) },
  { title: '类型', value: (row) => row.kind_name, render: (row) => <Tag>{row.kind_name}</Tag> },
  { title: '金额', value: (row) => row.amount, render: (row) => signed(row.amount), align: 'right' },
  { title: '变动后余额', value: (row) => formatUsdt(row.balance_after), align: 'right' },
  {
    title: '关联',
    value: (row) => ledgerReferenceLink(row.reference, playerId).label,
    render: (row) => {
      const link = ledgerReferenceLink(row.reference, playerId);
      return link.to ? (
        <Link to={link.to} title={row.reference ?? undefined}>
          {link.label}
        </Link>
      ) : (
        link.label || '—'
      );
    },
  },
  { title: '转账ID', value: (row) => row.transfer_id },
];

export function LedgerTab({ playerId, reloadKey }: { playerId: number; reloadKey: number }) {
  return (
    <RecordTable
      path={playerPath(playerId, 'ledger')}
      columns={ledgerColumns(playerId)}
      filename={`玩家${playerId}-账变记录.csv`}
      reloadKey={reloadKey}
    />
  );
}

const roundStatus: Record<string, string> = { open: '进行中', settled: '已结算', cancelled: '已取消' };
const roundColumns: RecordColumn<AdminRound>[] = [
  { title: '开局时间', value: (row) => formatTime(row.opened_at) },
  { title: '游戏', value: (row) => row.game_name },
  { title: '类别', value: (row) => apiGameTypeNames[row.game_type_id] ?? row.game_type_id },
  { title: '平台', value: (row) => row.provider_name },
  { title: '局号', value: (row) => row.round_id },
  { title: '投注', value: (row) => formatUsdt(row.stake), align: 'right' },
  { title: '派彩', value: (row) => formatUsdt(row.payout), align: 'right' },
  { title: '状态', value: (row) => roundStatus[row.status] ?? row.status },
  { title: '结算时间', value: (row) => formatTime(row.settled_at) },
];

export function RoundsTab({ playerId }: { playerId: number }) {
  return (
    <RecordTable
      path={playerPath(playerId, 'rounds')}
      columns={roundColumns}
      filename={`玩家${playerId}-游戏记录.csv`}
    />
  );
}

const orderStatus: Record<string, string> = { open: '待支付', paid: '已到账', expired: '已过期', replaced: '已替换' };
const depositColumns: RecordColumn<DepositOrder>[] = [
  { title: '订单号', value: (row) => row.order_no },
  { title: '下单时间', value: (row) => formatTime(row.created_at) },
  { title: '应付金额', value: (row) => formatUsdt(row.actual_amount), align: 'right' },
  { title: '到账金额', value: (row) => formatUsdt(row.credited_amount), align: 'right' },
  { title: '状态', value: (row) => orderStatus[row.status] ?? row.status },
  { title: '收款地址', value: (row) => row.address },
  { title: '交易哈希', value: (row) => row.tx_id ?? '' },
  { title: '到账时间', value: (row) => formatTime(row.paid_at) },
];

export function DepositsTab({ playerId }: { playerId: number }) {
  return (
    <RecordTable
      path={playerPath(playerId, 'deposit-orders')}
      columns={depositColumns}
      filename={`玩家${playerId}-充值订单.csv`}
    />
  );
}

const withdrawalState: Record<string, string> = {
  review: '待审核',
  paying: '付款中',
  verify: payoutVerdictTexts.stateLabel,
  paid: '已付款',
  rejected: '已拒绝',
};
const withdrawalColumns: RecordColumn<AdminWithdrawal>[] = [
  { title: '订单号', value: (row) => row.order_id },
  { title: '申请时间', value: (row) => formatTime(row.created_at) },
  { title: '金额', value: (row) => formatUsdt(row.amount), align: 'right' },
  { title: '手续费', value: (row) => formatUsdt(row.fee), align: 'right' },
  { title: '状态', value: (row) => withdrawalState[row.state] ?? row.state },
  { title: '地址', value: (row) => row.address },
  { title: '拒绝原因', value: (row) => row.reason ?? '' },
  { title: '交易哈希', value: (row) => row.tx_id ?? '' },
  { title: '完成时间', value: (row) => formatTime(row.completed_at) },
];

export function WithdrawalsTab({ playerId }: { playerId: number }) {
  return (
    <RecordTable
      path={playerPath(playerId, 'withdrawals')}
      columns={withdrawalColumns}
      filename={`玩家${playerId}-提现订单.csv`}
    />
  );
}

const claimColumns: RecordColumn<Claim>[] = [
  { title: '领取时间', value: (row) => formatTime(row.created_at) },
  { title: '活动', value: (row) => (row.activity_type === 0 ? '反水' : `活动类型 ${row.activity_type}`) },
  { title: '周期', value: (row) => row.period_key },
  { title: '金额', value: (row) => formatUsdt(row.amount), align: 'right' },
  { title: '流水要求', value: (row) => formatUsdt(row.turnover_required), align: 'right' },
];

/** `extraColumns`: what the caller adds (revoking a claim, ClaimsPanel); `reloadKey` loads the page again. */
export function ClaimsTab(props: { playerId: number; extraColumns?: RecordColumn<Claim>[]; reloadKey?: number }) {
  const { playerId } = props;
  return (
    <RecordTable
      path={playerPath(playerId, 'promotion-claims')}
      columns={[...claimColumns, ...(props.extraColumns ?? [])]}
      filename={`玩家${playerId}-优惠领取.csv`}
      reloadKey={props.reloadKey}
    />
  );
}
