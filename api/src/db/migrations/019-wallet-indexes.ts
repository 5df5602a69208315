/**
 * The indexes every wallet call writes, fewer (issue 20): each bet and win writes two ledger entries
 * and a round, and each index of those tables is one page more to change and log at every commit.
 * - entries_account_idx (account_id, id): no query reads it. Every query of an account's entries
 *   reads entries_account_time_idx or entries_account_kind_idx, which serve an account alone as well.
 * - entries_account_kind_idx holds the kinds other than bets and wins only (db/partial-indexes.ts):
 *   those two are most of a wallet's entries, and a filter on them reads the time index, which now
 *   carries the kind so that no row is read to test it.
 * - game_rounds_settled_idx (status, settled_at): every query of settled rounds is one player's.
 * - A player's rounds in time order had four indexes, one per filter of 投注详情 (none, category,
 *   provider, both: migrations 011 and 013), each written by every bet. One is left, which carries
 *   the category and provider: a filtered page reads it in time order and tests them on the index
 *   alone, without a row. bench:records stays inside issue 14's 20 ms at p99 at 1,000,000 rounds
 *   on both databases; a deep page filtered by both reads more of the index than before.
 * - game_rounds_player_settled_idx holds settled rounds only, which is all its queries ask for: a
 *   bet no longer writes it, only the win that settles the round.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('entries_account_idx').execute();
  await db.schema.dropIndex('game_rounds_settled_idx').execute();

  await db.schema.dropIndex('entries_account_time_idx').execute();
  await db.schema
    .createIndex('entries_account_time_idx')
    .on('entries')
    .columns(['account_id', 'created_at', 'id', 'kind'])
    .execute();
  await db.schema.dropIndex('entries_account_kind_idx').execute();
  await db.schema
    .createIndex('entries_account_kind_idx')
    .on('entries')
    .columns(['account_id', 'kind', 'created_at', 'id'])
    .where(sql<boolean>`kind not in ('bet', 'win')`)
    .execute();

  for (const index of ['game_rounds_player_kind_idx', 'game_rounds_player_type_idx', 'game_rounds_player_provider_idx'])
    await db.schema.dropIndex(index).execute();
  await db.schema.dropIndex('game_rounds_player_idx').execute();
  await db.schema
    .createIndex('game_rounds_player_idx')
    .on('game_rounds')
    .columns(['player_id', 'opened_at', 'id', 'game_type_id', 'provider'])
    .execute();

  await db.schema.dropIndex('game_rounds_player_settled_idx').execute();
  await db.schema
    .createIndex('game_rounds_player_settled_idx')
    .on('game_rounds')
    .columns(['player_id', 'settled_at'])
    .where(sql<boolean>`status = 'settled'`)
    .execute();
}
