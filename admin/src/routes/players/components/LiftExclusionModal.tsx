/**
 * 解除永久自我排除 (超级管理员): the API allows it only for a permanent self-exclusion that has run
 * PERMANENT_EXCLUSION_MIN_MONTHS, with a reason (audited); a time-limited break is never lifted early.
 */
import {
  adminProtectionSchema,
  apiPaths,
  PERMANENT_EXCLUSION_MIN_MONTHS,
  type AdminProtection,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { NoteModal } from '../../../shared/NoteModal';

export function LiftExclusionModal(props: {
  playerId: number;
  onClose: () => void;
  onDone: (next: AdminProtection) => void;
}) {
  return (
    <NoteModal
      title="解除永久自我排除"
      intro={`仅限永久自我排除满 ${PERMANENT_EXCLUSION_MIN_MONTHS} 个月、玩家书面申请并核实后解除。解除后玩家可重新登录。`}
      label="解除原因"
      placeholder="写明玩家的申请与核实方式，记入审计日志"
      okText="确认解除"
      danger
      success="已解除永久自我排除"
      submit={async (reason) =>
        props.onDone(
          await api.post(
            `${apiPaths.admin.players}/${props.playerId}/protection/lift`,
            { reason },
            adminProtectionSchema,
          ),
        )
      }
      onClose={props.onClose}
      onDone={() => undefined}
    />
  );
}
