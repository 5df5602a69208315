/**
 * 每个IP/设备仅限一个账户 (every promotion's rules say it; there is no per-promotion flag, so it holds
 * for all): a claim is refused when another player who already claimed the same promotion (any period)
 * used the claiming client's address or one of its device ids (risk's currentClientKeys). The refusal
 * is audited as the system's (entity promotion_claim_refused) with both players and what they share.
 */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { currentClientKeys } from '../../risk';
import { selectOtherClaimantOnClient } from './one-account-store';

export const CLAIM_REFUSED_ENTITY = 'promotion_claim_refused';

/** @throws DomainError claimSharedClient when another claimant of the promotion shares the client */
export async function assertFirstAccountOnClient(context: AppContext, playerId: number, activityType: number) {
  const keys = await currentClientKeys(context.db, playerId);
  if (keys.ips.length === 0 && keys.devices.length === 0) return;
  const other = await selectOtherClaimantOnClient(context.db, { playerId, activityType, ...keys });
  if (!other) return;
  const shared = {
    ip: other.ip !== null && keys.ips.includes(other.ip) ? other.ip : null,
    device_id: other.device_id !== null && keys.devices.includes(other.device_id) ? other.device_id : null,
  };
  await writeAudit(context.db, {
    operatorId: null,
    action: 'create',
    entity: CLAIM_REFUSED_ENTITY,
    entityId: playerId,
    before: null,
    after: { player_id: playerId, activity_type: activityType, other_player_id: other.player_id, ...shared },
    at: context.now(),
  });
  throw refuse(apiMessages.claimSharedClient);
}
