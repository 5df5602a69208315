/**
 * 待链上确认: beside a request whose manual transaction the chain has seen but not yet solidified,
 * its progress (n/19), the transaction, and 立即核验, which asks the chain now instead of waiting for
 * the job's next pass; completed, moved to 待核实, or still waiting, as the API answers.
 */
import { Alert, Button, Space, Typography } from 'antd';
import { adminWithdrawalSchema, apiPaths, payoutWatchTexts, type AdminWithdrawal } from 'shared-contracts';
import { api } from '../../../api/client';
import { useApiAction } from '../../../shared/useApiAction';
import { tronscanUrl, watchedPayout } from '../labels';

const text = payoutWatchTexts;

/** What a check did, in the operator's words. */
export function checkOutcome(updated: AdminWithdrawal): string {
  if (updated.state === 'paid') return text.completed;
  if (updated.state === 'verify') return text.movedToVerify;
  return `${text.rechecked}：${text.progress(watchedPayout(updated)?.confirmations ?? 0)}`;
}

export function PayoutWatchPanel(props: {
  withdrawal: AdminWithdrawal;
  onChanged(updated: AdminWithdrawal): void;
  /** Reads the list again (the job may have completed it meanwhile). */
  onRefresh(): void;
}) {
  const { withdrawal, onChanged } = props;
  const { run, busy } = useApiAction(props.onRefresh);
  const payout = watchedPayout(withdrawal);
  if (!payout?.tx_id) return null;

  async function recheck() {
    const path = `${apiPaths.admin.withdrawals}/${withdrawal.id}/chain-check`;
    const updated = await run('recheck', () => api.post(path, {}, adminWithdrawalSchema), checkOutcome);
    if (updated) onChanged(updated);
  }

  return (
    <Alert
      type="info"
      showIcon
      data-testid="payout-watch"
      title={text.progress(payout.confirmations ?? 0)}
      description={
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <span>{text.explain}</span>
          <span>
            {text.txId}：
            <Typography.Link href={tronscanUrl(payout.tx_id)} target="_blank" rel="noopener noreferrer">
              {payout.tx_id}
            </Typography.Link>
          </span>
          {payout.block_number !== null && (
            <span>
              {text.block}：{payout.block_number}
            </span>
          )}
          <Button loading={busy === 'recheck'} onClick={() => void recheck()}>
            {text.recheck}
          </Button>
        </Space>
      }
    />
  );
}
