/**
 * A win's update of its player's day in `player_daily_performance` becomes a HOT update (issue 20):
 * the day index carried `stake`, so every win changed an indexed column and wrote a new entry into
 * both of the table's indexes. A player's day row is updated by every round they settle; until a
 * vacuum, each lookup of that row (the next win's upsert) walked every earlier version. Under
 * bench:wallet on PostgreSQL the table showed 0 HOT updates of 1,995, and the database spent most of
 * its time in those walks. Without `stake` the index still finds a day's rows (the commission
 * settlement's one read, selectDayStakes), now reading each row's stake from the table.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('player_daily_performance_day_idx').execute();
  await db.schema
    .createIndex('player_daily_performance_day_idx')
    .on('player_daily_performance')
    .columns(['day', 'player_id', 'game_type_id'])
    .execute();
}
