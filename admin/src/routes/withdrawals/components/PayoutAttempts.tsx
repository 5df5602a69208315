/**
 * A request's payout attempts: how, its status and any verdict, the transaction (linked to
 * Tronscan), and, unfolded, the chain's evidence: the absence observations and what the chain
 * answered to the job and to the verdict.
 */
import { Descriptions, Table, Tag, Typography } from 'antd';
import { payoutVerdictTexts, type AdminWithdrawal } from 'shared-contracts';
import { formatTime } from '../../../shared/format';
import { payoutAwaitingVerdict, payoutMethodShort, payoutStatusLabels, tronscanUrl } from '../labels';

type Payout = AdminWithdrawal['payouts'][number];
const text = payoutVerdictTexts;

/** JSON text as the API stored it, indented for reading (left as is when it is no JSON). */
function ChainAnswer({ json }: { json: string | null }) {
  if (json === null) return '—';
  let shown = json;
  try {
    shown = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    // Shown as stored.
  }
  return <pre style={{ margin: 0, maxHeight: 220, overflow: 'auto', fontSize: 12 }}>{shown}</pre>;
}

function Evidence({ payout }: { payout: Payout }) {
  const verdict = payout.verdict
    ? `${text.verdictLabels[payout.verdict]}（#${payout.verified_by} ${formatTime(payout.verified_at)}）`
    : '—';
  return (
    <Descriptions
      size="small"
      column={2}
      items={[
        { label: text.expiresAt, children: formatTime(payout.expires_at) || '—' },
        { label: text.absentChecks, children: `${payout.absent_checks} 次` },
        { label: text.lastAbsentAt, children: formatTime(payout.last_absent_at) || '—' },
        { label: '核实结果', children: verdict },
        { label: '错误', span: 2, children: payout.error ?? '—' },
        { label: text.chainAnswer, span: 2, children: <ChainAnswer json={payout.chain_answer} /> },
        { label: text.verdictAnswer, span: 2, children: <ChainAnswer json={payout.verdict_answer} /> },
      ]}
    />
  );
}

function Reference({ payout }: { payout: Payout }) {
  if (payout.tx_id)
    return (
      <Typography.Link
        href={tronscanUrl(payout.tx_id)}
        target="_blank"
        rel="noopener noreferrer"
        copyable={{ text: payout.tx_id }}
        ellipsis
        style={{ maxWidth: 240 }}
        data-testid="payout-tx-link"
      >
        {payout.tx_id}
      </Typography.Link>
    );
  return payout.reference ? <Typography.Text copyable>{payout.reference}</Typography.Text> : '—';
}

export function PayoutAttempts({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { payouts } = withdrawal;
  if (payouts.length === 0) return null;
  const awaiting = payoutAwaitingVerdict(withdrawal);
  return (
    <Table<Payout>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={payouts}
      expandable={{
        expandedRowRender: (payout) => <Evidence payout={payout} />,
        rowExpandable: (payout) => payout.method === 'hot_wallet',
        defaultExpandedRowKeys: awaiting ? [awaiting.id] : [],
      }}
      columns={[
        {
          title: '付款方式',
          dataIndex: 'method',
          width: 90,
          render: (value: Payout['method']) => payoutMethodShort[value],
        },
        {
          title: '状态',
          key: 'status',
          width: 150,
          render: (_, payout) => (
            <>
              <Tag color={payout.status === 'unresolved' ? 'volcano' : undefined}>
                {payoutStatusLabels[payout.status]}
              </Tag>
              {payout.verdict && <Tag color="blue">{text.verdictLabels[payout.verdict]}</Tag>}
            </>
          ),
        },
        { title: '交易ID / 凭证', key: 'ref', render: (_, payout) => <Reference payout={payout} /> },
        {
          title: text.absentChecks,
          dataIndex: 'absent_checks',
          width: 80,
          render: (value: number, payout) => (payout.method === 'hot_wallet' ? value : ''),
        },
        {
          title: '操作员',
          dataIndex: 'operator_id',
          width: 70,
          render: (value: number | null) => (value === null ? '系统' : `#${value}`),
        },
        { title: '时间', dataIndex: 'updated_at', width: 150, render: (value: string) => formatTime(value) },
      ]}
    />
  );
}
