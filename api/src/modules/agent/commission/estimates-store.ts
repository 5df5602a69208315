/** SQL of the estimates (agent_estimates): today's commission so far per agent, replaced as it is recomputed. */
import type { Insertable, Kysely } from 'kysely';
import type { AgentEstimatesTable, Database } from '../../../db/schema';

type Db = Kysely<Database>;

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
