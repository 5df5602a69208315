/** SQL of the daily settlement: a day's team performance of every agent, the run rows, the commission and estimate rows. */
import { sql, type Kysely, type Insertable } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { AgentCommissionsTable, AgentEstimatesTable, Database } from '../../db/schema';

type Db = Kysely<Database>;

/** One agent's team performance in one category of a day, with the direct members' part of it (see team-stakes.ts). */
export interface TeamPerformanceRow {
  agent_id: number;
  inviter_id: number | null;
  game_type_id: number;
  team: MicroUsdt;
  direct: MicroUsdt;
}

/** A player's own valid stake of a day in one category. */
export interface OwnStake {
  player_id: number;
  game_type_id: number;
  stake: MicroUsdt;
}

/** The day's own valid stake of every player who played, per category (a range of player_daily_performance_day_idx, then the rows). */
export async function selectDayStakes(db: Db, day: string): Promise<OwnStake[]> {
  const rows = await db
    .selectFrom('player_daily_performance')
    .select(['player_id', 'game_type_id', 'stake'])
    .where('day', '=', day)
    .execute();
  return rows.map((row) => ({
    player_id: Number(row.player_id),
    game_type_id: Number(row.game_type_id),
    stake: Number(row.stake) as MicroUsdt,
  }));
}

/** The inviter of each of `ids` (primary-key reads, in chunks under the databases' parameter limits). */
export async function selectInviters(db: Db, ids: readonly number[]): Promise<Map<number, number | null>> {
  const inviters = new Map<number, number | null>();
  for (let start = 0; start < ids.length; start += 5_000) {
    const rows = await db
      .selectFrom('players')
      .select(['id', 'inviter_id'])
      .where('id', 'in', ids.slice(start, start + 5_000))
      .execute();
    for (const row of rows) inviters.set(Number(row.id), row.inviter_id === null ? null : Number(row.inviter_id));
  }
  return inviters;
}

/** The run row of a day, created 'running' with the template it settles by when there is none (an existing one is kept). */
export async function insertDayIfAbsent(db: Db, row: { day: string; templateId: number; at: string }): Promise<void> {
  await db
    .insertInto('commission_days')
    .values({ day: row.day, status: 'running', template_id: row.templateId, started_at: row.at, finished_at: null })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
}

export function selectDay(db: Db, day: string) {
  return db.selectFrom('commission_days').selectAll().where('day', '=', day).executeTakeFirst();
}

/** Writes a batch of commission rows; a row already there (an earlier or a concurrent run) is left as it is. */
export async function insertCommissionRows(db: Db, rows: Insertable<AgentCommissionsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('agent_commissions')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['agent_id', 'day']).doNothing())
    .execute();
}

/** Closes a day's run with the totals of the rows actually written: agents, Σ direct performance, Σ amount. */
export async function markDaySettled(db: Db, day: string, at: string): Promise<void> {
  const totals = await db
    .selectFrom('agent_commissions')
    .select([
      sql<number>`count(*)`.as('agents'),
      sql<number>`cast(coalesce(sum(direct_performance), 0) as bigint)`.as('team_performance'),
      sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('commission'),
    ])
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('commission_days')
    .set({
      status: 'settled',
      agents: Number(totals.agents),
      team_performance: Number(totals.team_performance) as MicroUsdt,
      commission: Number(totals.commission) as MicroUsdt,
      finished_at: at,
    })
    .where('day', '=', day)
    .where('status', '=', 'running')
    .execute();
}

/** Whether anyone has performance on `day`: one probe of the (day, …) index, however many rows the day holds. */
export async function selectHasPerformance(db: Db, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_daily_performance')
    .select('day')
    .where('day', '=', day)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Run rows of the given status, oldest day first. */
export async function selectDaysByStatus(db: Db, status: 'running' | 'settled', from = '0000-00-00') {
  const rows = await db
    .selectFrom('commission_days')
    .select('day')
    .where('status', '=', status)
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/** Writes a batch of estimate rows, replacing the figures of rows already there. */
export async function upsertEstimateRows(db: Db, rows: Insertable<AgentEstimatesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('agent_estimates')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['agent_id', 'day']).doUpdateSet((eb) => ({
        team_performance: eb.ref('excluded.team_performance'),
        direct_performance: eb.ref('excluded.direct_performance'),
        categories_json: eb.ref('excluded.categories_json'),
        amount: eb.ref('excluded.amount'),
        computed_at: eb.ref('excluded.computed_at'),
      })),
    )
    .execute();
}

/** Drops estimates of days before `before` and of days already settled: the settled rows answer for those. */
export async function deleteStaleEstimates(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom('agent_estimates')
    .where((eb) =>
      eb.or([
        eb('day', '<', before),
        eb(
          'day',
          'in',
          eb.selectFrom('commission_days').select('day').where('status', '=', 'settled').where('day', '>=', before),
        ),
      ]),
    )
    .execute();
}

/** Σ amount of a day's rows in one status (what agents have claimed of it). */
export async function selectDayClaimed(db: Db, day: string, status: number): Promise<number> {
  const row = await db
    .selectFrom('agent_commissions')
    .select(sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('total'))
    .where('day', '=', day)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
