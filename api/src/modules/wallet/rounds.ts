/** Game rounds as the wallet calls move them: opened by a bet, settled by a win, cancelled by rollbacks. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface RoundKey {
  provider: string;
  roundId: string;
  playerId: number;
}

export function findRound(trx: Kysely<Database>, key: RoundKey) {
  return trx
    .selectFrom('game_rounds')
    .select(['status', 'game_code'])
    .where('provider', '=', key.provider)
    .where('round_id', '=', key.roundId)
    .where('player_id', '=', key.playerId)
    .executeTakeFirst();
}

/** A bet adds its stake to the round, opening it on the first bet. */
export async function addStake(trx: Kysely<Database>, key: RoundKey, game: { code: string; typeId: number }, stake: number, now: Date): Promise<void> {
  await trx
    .insertInto('game_rounds')
    .values({ provider: key.provider, round_id: key.roundId, player_id: key.playerId, game_code: game.code, game_type_id: game.typeId, stake, payout: 0, status: 'open', opened_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['provider', 'round_id', 'player_id']).doUpdateSet({ stake: sql`game_rounds.stake + ${stake}` }))
    .execute();
}

/** A win (0 for a lost round) settles the round. */
export async function addPayout(trx: Kysely<Database>, key: RoundKey, payout: number, now: Date): Promise<void> {
  await trx
    .updateTable('game_rounds')
    .set({ payout: sql`payout + ${payout}`, status: 'settled', settled_at: now.toISOString() })
    .where('provider', '=', key.provider)
    .where('round_id', '=', key.roundId)
    .where('player_id', '=', key.playerId)
    .execute();
}

/** A rollback takes its bet's stake back; a round with nothing left staked is cancelled. */
export async function removeStake(trx: Kysely<Database>, key: RoundKey, stake: number, now: Date): Promise<void> {
  await trx
    .updateTable('game_rounds')
    .set({
      stake: sql`stake - ${stake}`,
      status: sql`case when stake - ${stake} = 0 and payout = 0 then 'cancelled' else status end`,
      settled_at: sql`case when stake - ${stake} = 0 and payout = 0 then ${now.toISOString()} else settled_at end`,
    })
    .where('provider', '=', key.provider)
    .where('round_id', '=', key.roundId)
    .where('player_id', '=', key.playerId)
    .execute();
}
