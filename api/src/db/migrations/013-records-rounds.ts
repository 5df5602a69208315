/**
 * Indexes of 投注详情 (issue 14): a player's rounds of one category alone or of one provider alone
 * page newest first by (opened_at, id) over an index of their own, as migration 011's indexes do for
 * all rounds and for one category and provider together; and a round's wallet calls, found by round.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // (player, category, provider, opened_at) cannot serve one category across providers in time order.
  await db.schema
    .createIndex('game_rounds_player_type_idx')
    .on('game_rounds')
    .columns(['player_id', 'game_type_id', 'opened_at', 'id'])
    .execute();
  await db.schema
    .createIndex('game_rounds_player_provider_idx')
    .on('game_rounds')
    .columns(['player_id', 'provider', 'opened_at', 'id'])
    .execute();
  // A round's bets, wins and rollbacks for its detail (the calls hold no round row id).
  await db.schema
    .createIndex('provider_transactions_round_idx')
    .on('provider_transactions')
    .columns(['provider', 'round_id', 'player_id'])
    .execute();
}
