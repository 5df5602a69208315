/** SQL of the one-account rule: another player who claimed a promotion and used one of a client's addresses or devices. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Another player's trace with one of `ips` or `devices` (risk's client traces, read through their
 * (ip, player_id) and (device_id, player_id) indexes), of a player who claimed `activityType`.
 */
export function selectOtherClaimantOnClient(
  db: Kysely<Database>,
  claim: { playerId: number; activityType: number; ips: readonly string[]; devices: readonly string[] },
) {
  return db
    .selectFrom('client_traces as trace')
    .select(['trace.player_id', 'trace.ip', 'trace.device_id'])
    .where('trace.player_id', '!=', claim.playerId)
    .where((eb) =>
      eb.or([
        ...(claim.ips.length > 0 ? [eb('trace.ip', 'in', claim.ips)] : []),
        ...(claim.devices.length > 0 ? [eb('trace.device_id', 'in', claim.devices)] : []),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('promotion_claims as claim')
          .select('claim.id')
          .whereRef('claim.player_id', '=', 'trace.player_id')
          .where('claim.activity_type', '=', claim.activityType),
      ),
    )
    .limit(1)
    .executeTakeFirst();
}
