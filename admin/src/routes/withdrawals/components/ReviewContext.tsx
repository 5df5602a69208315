/**
 * What the reviewer weighs beside a request (GET …/withdrawals/:id/context): the player, their
 * recent deposits and withdrawals, play over 7 and 30 days, turnover still owed, open deposit
 * reviews and a break in force.
 */
import { Alert, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { apiPaths, withdrawalContextSchema, type WithdrawalContext } from 'shared-contracts';
import { api } from '../../../api/client';
import { formatTime, formatUsdt } from '../../../shared/format';
import { Loading } from '../../../shared/Loading';
import { playerResult, withdrawalStateColors, withdrawalStateLabels } from '../labels';
import { RiskFlagList } from './RiskFlagTags';

type Deposit = WithdrawalContext['deposits'][number];
type PastWithdrawal = WithdrawalContext['withdrawals'][number];

const BREAK_NAMES = { cool_off: '冷静期', exclusion: '自我排除' } as const;

function PlayerSummary({ context }: { context: WithdrawalContext }) {
  const { player } = context;
  const owed = context.turnover_remaining !== '0.000000';
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        { label: '用户名', children: `${player.username}（#${player.id}）` },
        { label: '当前余额', children: `${formatUsdt(player.balance)} USDT` },
        { label: '注册时间', children: formatTime(player.registered_at) },
        {
          label: '账户状态',
          children: (
            <Space size={4} wrap>
              {context.on_break ? <Tag color="red">{BREAK_NAMES[context.on_break.kind]}中</Tag> : null}
              {player.login_disabled ? <Tag color="red">已停用登录</Tag> : null}
              {!context.on_break && !player.login_disabled ? '正常' : null}
            </Space>
          ),
        },
        {
          label: '剩余流水',
          children: (
            <Typography.Text type={owed ? 'warning' : undefined}>
              {formatUsdt(context.turnover_remaining)} USDT
            </Typography.Text>
          ),
        },
        {
          label: '待复核充值',
          children:
            context.open_deposit_reviews > 0 ? <Tag color="orange">{context.open_deposit_reviews} 笔</Tag> : '无',
        },
        ...context.play.map((play) => ({
          label: `近${play.days}天投注 / 派彩`,
          span: 2,
          children: (
            <span>
              {formatUsdt(play.stake)} / {formatUsdt(play.payout)}（玩家盈亏{' '}
              {formatUsdt(playerResult(play.stake, play.payout))}）
            </span>
          ),
        })),
      ]}
    />
  );
}

function RecentDeposits({ deposits }: { deposits: Deposit[] }) {
  return (
    <Table<Deposit>
      rowKey={(row) => `${row.source}:${row.reference}:${row.credited_at}`}
      size="small"
      pagination={false}
      dataSource={deposits}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无到账充值" /> }}
      columns={[
        {
          title: '来源',
          dataIndex: 'source',
          width: 90,
          render: (value: Deposit['source']) => (value === 'chain' ? '链上USDT' : '支付通道'),
        },
        { title: '交易ID / 订单号', dataIndex: 'reference', ellipsis: true },
        {
          title: '金额',
          dataIndex: 'amount',
          align: 'right',
          width: 120,
          render: (value: string) => formatUsdt(value),
        },
        { title: '到账时间', dataIndex: 'credited_at', width: 170, render: (value: string) => formatTime(value) },
      ]}
    />
  );
}

function RecentWithdrawals({ withdrawals, current }: { withdrawals: PastWithdrawal[]; current: number }) {
  return (
    <Table<PastWithdrawal>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={withdrawals}
      rowClassName={(row) => (row.id === current ? 'ant-table-row-selected' : '')}
      columns={[
        { title: '订单号', dataIndex: 'order_id', ellipsis: true },
        {
          title: '金额',
          dataIndex: 'amount',
          align: 'right',
          width: 110,
          render: (value: string) => formatUsdt(value),
        },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (value: PastWithdrawal['state']) => (
            <Tag color={withdrawalStateColors[value]}>{withdrawalStateLabels[value]}</Tag>
          ),
        },
        { title: '申请时间', dataIndex: 'created_at', width: 170, render: (value: string) => formatTime(value) },
      ]}
    />
  );
}

export function ReviewContext({ withdrawalId }: { withdrawalId: number }) {
  const [context, setContext] = useState<WithdrawalContext | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api
      .get(`${apiPaths.admin.withdrawals}/${withdrawalId}/context`, {}, withdrawalContextSchema)
      .then((loaded) => current && setContext(loaded))
      .catch((error: Error) => current && setFailure(error.message));
    return () => {
      current = false;
    };
  }, [withdrawalId]);

  if (failure) return <Alert type="error" title={`审核参考加载失败：${failure}`} />;
  if (!context) return <Loading />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        风险标记
      </Typography.Title>
      <RiskFlagList flags={context.flags} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        玩家情况
      </Typography.Title>
      <PlayerSummary context={context} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {/* No count when there are none: "最近 0 笔" reads as a broken figure. */}
        {context.deposits.length > 0 ? `最近 ${context.deposits.length} 笔到账充值` : '最近到账充值'}
      </Typography.Title>
      <RecentDeposits deposits={context.deposits} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        最近提现
      </Typography.Title>
      <RecentWithdrawals withdrawals={context.withdrawals} current={withdrawalId} />
    </Space>
  );
}
