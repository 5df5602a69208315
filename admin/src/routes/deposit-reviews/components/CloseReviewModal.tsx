/**
 * 关闭审核: the operator looked at a deposit credited over a player's limit (its source, the player's
 * history) and lets the player order again; the note says what was checked. Audited by the API.
 */
import { apiPaths, protectionNames, type DepositReviewRow } from 'shared-contracts';
import { api } from '../../../api/client';
import { formatUsdt } from '../../../shared/format';
import { NoteModal } from '../../../shared/NoteModal';

/** The close route of one review: under its player's protection. */
export const closeReviewPath = (review: Pick<DepositReviewRow, 'id' | 'player_id'>) =>
  `${apiPaths.admin.players}/${review.player_id}/protection/reviews/${review.id}/close`;

export function CloseReviewModal(props: { review: DepositReviewRow; onClose: () => void; onDone: () => void }) {
  const { review } = props;
  const limitName = protectionNames[review.limit_key as keyof typeof protectionNames] ?? review.limit_key;
  return (
    <NoteModal
      title={`关闭审核 #${review.id}`}
      intro={`玩家 ${review.username}（ID ${review.player_id}）的一笔 ${formatUsdt(review.amount)} USDT 到账超出了其${limitName}。关闭后玩家可重新创建充值订单，限额仍照常生效。`}
      label="处理说明"
      placeholder="写明核实了什么，记入审计日志"
      okText="确认关闭"
      success="审核已关闭，玩家可重新充值"
      submit={(note) => api.post(closeReviewPath(review), { note })}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
