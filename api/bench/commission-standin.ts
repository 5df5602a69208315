/** TEMPORARY stand-in for settlement.ts (branch agent-settle) while it is built: deleted once it lands. */
import { sql } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../src/context';
import { agentCommission, categoryGrosses, grossOf } from '../src/modules/agent/commission-rule';
import { templateInForce } from '../src/modules/agent/templates';
import { shanghaiDate } from '../src/shanghai-time';

interface Figures {
  agentId: number;
  team: Map<number, MicroUsdt>;
  direct: number;
}

async function computeDay(context: AppContext, day: string) {
  const { rows } = await sql<{
    agent_id: number;
    game_type_id: number;
    team: number | string;
    direct: number | string;
  }>`
    select t.ancestor_id as agent_id, p.game_type_id, sum(p.stake) as team,
      sum(case when t.depth = 1 then p.stake else 0 end) as direct
    from player_daily_performance p join agent_tree t on t.descendant_id = p.player_id
    where p.day = ${day} group by t.ancestor_id, p.game_type_id`.execute(context.db);
  const agents = new Map<number, Figures>();
  for (const row of rows) {
    let figures = agents.get(row.agent_id);
    if (!figures) agents.set(row.agent_id, (figures = { agentId: row.agent_id, team: new Map(), direct: 0 }));
    figures.team.set(row.game_type_id, microUsdt(Number(row.team)));
    figures.direct += Number(row.direct);
  }
  const inviters = await context.db
    .selectFrom('players')
    .select(['id', 'inviter_id'])
    .where('inviter_id', 'is not', null)
    .execute();
  const inviterOf = new Map(inviters.map((row) => [row.id, row.inviter_id!]));
  const version = await templateInForce(context.db, day);
  const gross = new Map(
    [...agents.values()].map((figures) => [figures.agentId, grossOf(version.template, figures.team)]),
  );
  const deduction = new Map<number, number>();
  for (const [agent, value] of gross) {
    const inviter = inviterOf.get(agent);
    if (inviter !== undefined) deduction.set(inviter, (deduction.get(inviter) ?? 0) + value);
  }
  return [...agents.values()].map((figures) => {
    const result = agentCommission(gross.get(figures.agentId)!, [microUsdt(deduction.get(figures.agentId) ?? 0)]);
    const categories = categoryGrosses(version.template, figures.team).map((part) => ({
      game_type_id: part.gameTypeId,
      team_performance: part.teamPerformance,
      rate: part.rate,
      gross: Number(part.scaledGross / 10_000n),
    }));
    const teamPerformance = [...figures.team.values()].reduce((a, b) => a + b, 0);
    return { ...figures, ...result, teamPerformance, categories, templateId: version.id };
  });
}

export async function settleCommissionDay(context: AppContext, day: string) {
  const rows = await computeDay(context, day);
  const now = context.now().toISOString();
  await context.db
    .insertInto('commission_days')
    .values({ day, status: 'running', template_id: rows[0]?.templateId ?? 1, started_at: now, finished_at: null })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  for (let start = 0; start < rows.length; start += 1000)
    await context.db.transaction().execute((trx) =>
      trx
        .insertInto('agent_commissions')
        .values(
          rows.slice(start, start + 1000).map((row) => ({
            agent_id: row.agentId,
            day,
            team_performance: microUsdt(row.teamPerformance),
            direct_performance: microUsdt(row.direct),
            categories_json: JSON.stringify(row.categories),
            gross: row.gross,
            deduction: row.deduction,
            amount: row.amount,
            template_id: row.templateId,
            status: row.amount > 0 ? 1 : 0,
            claim_id: null,
            created_at: now,
          })),
        )
        .onConflict((conflict) => conflict.columns(['agent_id', 'day']).doNothing())
        .execute(),
    );
  const commission = rows.reduce((sum, row) => sum + row.amount, 0);
  await context.db
    .updateTable('commission_days')
    .set({ status: 'settled', finished_at: now })
    .where('day', '=', day)
    .execute();
  return { day, status: 'settled', agents: rows.length, teamPerformance: 0, commission };
}

export async function refreshEstimates(context: AppContext) {
  const day = shanghaiDate(context.now());
  const rows = await computeDay(context, day);
  const now = context.now().toISOString();
  for (let start = 0; start < rows.length; start += 1000)
    await context.db
      .insertInto('agent_estimates')
      .values(
        rows.slice(start, start + 1000).map((row) => ({
          agent_id: row.agentId,
          day,
          team_performance: microUsdt(row.teamPerformance),
          direct_performance: microUsdt(row.direct),
          categories_json: JSON.stringify(row.categories),
          amount: row.amount,
          computed_at: now,
        })),
      )
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
  return { day, agents: rows.length };
}
