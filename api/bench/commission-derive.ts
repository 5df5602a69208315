/**
 * What the commission bench's seed derives by set-based SQL, as migration 015 does on a live
 * site: every invited player's closure rows and each player's day of performance from the rounds.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';
import { sumSettledRounds } from '../src/db/migrations/011-records';
import type { RawConnection, Value } from './commission-bulk';

/** Runs a statement on the raw connection: without its foreign key checks (2,000,000 tree rows). */
async function runRaw(raw: RawConnection, handle: DatabaseHandle, statement: RawBuilder<unknown>): Promise<void> {
  const { sql: text, parameters } = statement.compile(handle.db);
  if (raw.sqlite) raw.sqlite.prepare(text).run(...(parameters as Value[]));
  else await raw.client!.query(text, [...parameters]);
}

/**
 * The closure rows of the bench's players (ids from `firstId`) and the performance of their settled
 * rounds: migration 015's SQL, kept off the demo seed's own players (registered with their rows).
 */
export async function deriveTreeAndPerformance(
  raw: RawConnection,
  handle: DatabaseHandle,
  firstId: number,
): Promise<void> {
  await runRaw(
    raw,
    handle,
    sql`
    with recursive up(descendant_id, ancestor_id, depth, joined_at) as (
      select id, inviter_id, 1, created_at from players where inviter_id is not null and id >= ${firstId}
      union all
      select up.descendant_id, p.inviter_id, up.depth + 1, up.joined_at
      from up join players p on p.id = up.ancestor_id where p.inviter_id is not null
    )
    insert into agent_tree (ancestor_id, descendant_id, depth, joined_at)
    select ancestor_id, descendant_id, depth, joined_at from up
  `,
  );
  const day =
    handle.dialect === 'sqlite'
      ? sql`strftime('%Y-%m-%d', settled_at, '+8 hours')`
      : sql`to_char(settled_at::timestamptz at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  await runRaw(
    raw,
    handle,
    sql`
    insert into player_daily_performance (player_id, day, game_type_id, rounds, stake)
    select player_id, ${day}, game_type_id, count(*), sum(stake)
    from game_rounds where status = 'settled' and settled_at is not null and player_id >= ${firstId}
    group by player_id, ${day}, game_type_id
  `,
  );
  // The records' daily summary too, so the database is what a live site would hold.
  await sumSettledRounds(handle.db, handle.dialect);
}
