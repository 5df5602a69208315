/**
 * 链上核实: beside a request whose hot-wallet payout the chain did not clearly decide, the three
 * verdicts (链上失败 / 未上链 / 已到账), each confirmed in a dialog that says what the server will
 * check on chain; a refusal (the chain disagrees, or cannot answer) is shown as the API says it.
 */
import { Alert, Space, Typography } from 'antd';
import {
  adminWithdrawalSchema,
  apiPaths,
  payoutVerdictTexts,
  type AdminWithdrawal,
  type PayoutVerdict,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { ConfirmButton } from '../../../shared/ConfirmButton';
import { useApiAction } from '../../../shared/useApiAction';
import { payoutAwaitingVerdict, tronscanUrl } from '../labels';

const text = payoutVerdictTexts;
const VERDICTS: readonly PayoutVerdict[] = ['failed', 'not_on_chain', 'paid'];

export function PayoutVerdictPanel(props: {
  withdrawal: AdminWithdrawal;
  onChanged(updated: AdminWithdrawal): void;
  /** Reads the list again (a refusal often means another operator acted first). */
  onRefresh(): void;
}) {
  const { withdrawal, onChanged } = props;
  const { run, busy } = useApiAction(props.onRefresh);
  const payout = payoutAwaitingVerdict(withdrawal);
  if (!payout?.tx_id) return null;

  async function record(verdict: PayoutVerdict) {
    const path = `${apiPaths.admin.withdrawals}/${withdrawal.id}/payout-verdict`;
    const updated = await run(verdict, () => api.post(path, { verdict }, adminWithdrawalSchema), text.done[verdict]);
    if (updated) onChanged(updated);
  }

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="payout-verdict"
      title={text.heading}
      description={
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <span>{text.explain}</span>
          <span>
            交易：
            <Typography.Link href={tronscanUrl(payout.tx_id)} target="_blank" rel="noopener noreferrer">
              {payout.tx_id}
            </Typography.Link>
          </span>
          <Space wrap>
            {VERDICTS.map((verdict) => (
              <ConfirmButton
                key={verdict}
                title={text.buttons[verdict]}
                description={<div style={{ maxWidth: 360 }}>{text.confirms[verdict]}</div>}
                onConfirm={() => record(verdict)}
                loading={busy === verdict}
                disabled={busy !== null && busy !== verdict}
                type={verdict === 'paid' ? 'primary' : 'default'}
              >
                {text.buttons[verdict]}
              </ConfirmButton>
            ))}
          </Space>
        </Space>
      }
    />
  );
}
