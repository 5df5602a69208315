/**
 * 优惠 on a player's page: their promotion and rebate claims, with 撤销 for 财务 and 超级管理员 — a
 * wrongly paid bonus taken back (debited up to the balance, its turnover requirement removed, once,
 * audited). A revoked claim shows what was debited, by whom.
 */
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { apiPaths, claimRevocationSchema, claimRevocationsResultSchema, type ClaimRevocation } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { formatTime, formatUsdt } from '../../../shared/format';
import { useLoaded } from '../../../shared/useLoaded';
import { FINANCE_ROLES } from '../roles';
import type { RecordColumn } from './RecordTable';
import { NoteModal } from '../../../shared/NoteModal';
import { closedAfter } from './closed-after';
import { ClaimsTab, type Claim } from './RecordTabs';

function RevokeModal(props: { playerId: number; claim: Claim; onClose(): void; onDone(): void }) {
  const { claim } = props;
  return (
    <NoteModal
      title={`撤销奖励 #${claim.id}`}
      intro={
        <>
          扣回 {formatUsdt(claim.amount)} USDT（余额不足时最多扣至0），并移除该笔奖励未完成的流水要求
          {claim.turnover_required !== '0.000000' && `（${formatUsdt(claim.turnover_required)} USDT）`}
          。每笔只能撤销一次，记入审计日志。
        </>
      }
      label="撤销原因"
      okText="确认撤销"
      danger
      success={(done: { debited: string }) => `已撤销，扣回 ${formatUsdt(done.debited)} USDT`}
      submit={(reason) =>
        api.post(
          `${apiPaths.admin.players}/${props.playerId}/promotion-claims/${claim.id}/revoke`,
          { reason },
          claimRevocationSchema,
        )
      }
      onClose={props.onClose}
      onDone={(succeeded) => closedAfter(succeeded, props)}
    />
  );
}

export function ClaimsPanel({ playerId }: { playerId: number }) {
  const canRevoke = useRoleIn(FINANCE_ROLES);
  const [revoking, setRevoking] = useState<Claim | null>(null);
  const [changes, setChanges] = useState(0);
  const revocations = useLoaded(
    `${apiPaths.admin.players}/${playerId}/claim-revocations`,
    {},
    claimRevocationsResultSchema,
  );
  const revoked = useMemo(
    () => new Map<number, ClaimRevocation>((revocations.data?.list ?? []).map((row) => [row.claim_id, row])),
    [revocations.data],
  );

  const extraColumns: RecordColumn<Claim>[] = [
    {
      title: '撤销',
      value: (row) => {
        const done = revoked.get(row.id);
        return done ? `已撤销 扣回${done.debited}` : '';
      },
      render: (row) => {
        const done = revoked.get(row.id);
        if (done)
          return (
            <Tag color="red" title={`${done.revoked_by_name} · ${formatTime(done.created_at)} · ${done.reason}`}>
              已撤销 · 扣回 {formatUsdt(done.debited)}
            </Tag>
          );
        return canRevoke && row.activity_type !== 0 ? (
          <Button type="link" size="small" danger onClick={() => setRevoking(row)}>
            撤销
          </Button>
        ) : null;
      },
    },
  ];
  return (
    <>
      <ClaimsTab playerId={playerId} extraColumns={extraColumns} reloadKey={changes} />
      {revoking && (
        <RevokeModal
          playerId={playerId}
          claim={revoking}
          onClose={() => setRevoking(null)}
          onDone={() => {
            setChanges((count) => count + 1);
            revocations.reload();
          }}
        />
      )}
    </>
  );
}
