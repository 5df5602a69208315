/**
 * The daily bet summary summed again from the settled rounds (issue 14). Migration 011 filled it
 * once, but the code that keeps it in each round's transaction came a few commits later: a database
 * that ran 011 before that code and then took rounds would lack them in 投注记录汇总 and 输赢报表.
 * From here on every settlement adds to it in its own transaction, so the rebuild is exact.
 */
import { sql, type Kysely } from 'kysely';
import { sumSettledRounds } from './011-records';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await sql`delete from player_daily_bets`.execute(db);
  await sumSettledRounds(db, dialect);
}
