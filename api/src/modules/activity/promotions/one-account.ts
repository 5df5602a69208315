/**
 * 每个IP/设备仅限一个账户 (every promotion's rules say it; there is no per-promotion flag, so it holds
 * for all): a claim is refused when another player who already claimed the same promotion (any period)
 * used the claiming client's address or one of its device ids (risk's currentClientKeys). The refusal
 * is audited as the system's (entity promotion_claim_refused) with both players and what they share.
 */
import { sql, type Kysely } from 'kysely';
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { Dialect } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { currentClientKeys } from '../../risk';
import { selectOtherClaimantOnClient } from './one-account-store';

export const CLAIM_REFUSED_ENTITY = 'promotion_claim_refused';

export type ClaimClientKeys = Awaited<ReturnType<typeof currentClientKeys>>;

/**
 * The check before the claim's transaction, which audits a refusal (a refusal inside the
 * transaction would roll its own audit entry back). Returns the client's keys for the recheck.
 * @throws DomainError claimSharedClient when another claimant of the promotion shares the client
 */
export async function assertFirstAccountOnClient(
  context: AppContext,
  playerId: number,
  activityType: number,
): Promise<ClaimClientKeys> {
  const keys = await currentClientKeys(context.db, playerId);
  if (keys.ips.length === 0 && keys.devices.length === 0) return keys;
  const other = await selectOtherClaimantOnClient(context.db, { playerId, activityType, ...keys });
  if (!other) return keys;
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

/**
 * The same rule again inside the claim's transaction, so that two accounts on one device claiming at
 * the same instant cannot both pass the check above: on PostgreSQL each of the client's keys is
 * locked for this promotion until the commit (in a fixed order, so two claims never wait on each
 * other crosswise), and the second claim then sees the first one's claim trace; SQLite writes one
 * transaction at a time. Rare by nature, so its refusal is not audited.
 */
export async function recheckFirstAccountIn(
  trx: Kysely<Database>,
  dialect: Dialect,
  claim: { playerId: number; activityType: number; keys: ClaimClientKeys },
): Promise<void> {
  const { ips, devices } = claim.keys;
  if (ips.length === 0 && devices.length === 0) return;
  if (dialect === 'postgres') {
    const lockNames = [...ips.map((ip) => `ip:${ip}`), ...devices.map((device) => `device:${device}`)].sort();
    for (const name of lockNames)
      await sql`select pg_advisory_xact_lock(hashtext(${`promotion-client:${claim.activityType}:${name}`}))`.execute(
        trx,
      );
  }
  const other = await selectOtherClaimantOnClient(trx, { ...claim, ips, devices });
  if (other) throw refuse(apiMessages.claimSharedClient);
}
