/**
 * /Agent (broker/info) and the rate template (broker/template) on both databases, over a team
 * registered with invite codes and settlement rows written directly: every count and sum, today
 * turning at 00:00 Shanghai, yesterday shown as estimated until its run has settled, and no
 * call answering without a token.
 */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWorld, markDay, usdtText, type AgentTeam } from '../../../test/agents';
import { NOW, seedAgentFigures } from '../../../test/agent-figures';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { freezeClock } from '../../../test/records';

const { info, template } = apiPaths.agent;

describe.each(TEST_DATABASES)('agent info and template on %s', (database) => {
  let testApp: TestApp;
  let team: AgentTeam;
  const call = async (token: string, url: string) =>
    (await testApp.call({ method: 'POST', url, payload: {}, headers: bearer(token) })).body;
  beforeAll(async () => {
    ({ testApp, team } = await agentWorld(database, NOW));
    await seedAgentFigures(testApp, team);
  });
  afterAll(async () => testApp.close());

  it("counts A's team, today's joiners, direct players and agents, and sums today, yesterday and the totals", async () => {
    const body = await call(team.A.token, info);
    expect(body.code).toBe(200);
    expect(body.result).toEqual({
      player_id: team.A.id,
      invite_code: team.A.inviteCode,
      inviter_id: null,
      // B, C, D, C2, B2, B3, B4, E; today (from 2026-03-10T16:00Z): B2, B3, B4, E.
      team_size: 8,
      team_new_today: 4,
      direct_players: 2,
      direct_players_new_today: 2,
      direct_agents: 2,
      direct_agents_new_today: 1,
      today_team_performance: usdtText(120),
      today_direct_performance: usdtText(20),
      today_estimated_commission: usdtText(0.6),
      today_updated_at: '2026-03-11 11:55:00',
      // Yesterday's run is still going: its estimate, not the row already written.
      yesterday_commission: usdtText(3.25),
      yesterday_settled: false,
      total_commission: usdtText(3 + 1 + 0 + 1.5 + 2.5 + 3.5),
      unclaimed_commission: usdtText(1.5 + 2.5 + 3.5),
      claim_min: usdtText(1),
    });
  });

  it('shows a member their upline, their own team only, and zeros where nothing was computed', async () => {
    const { result } = await call(team.B.token, info);
    expect(result).toMatchObject({
      player_id: team.B.id,
      inviter_id: team.A.id,
      // C, D, C2; C2 joined at 23:59:59.999 yesterday.
      team_size: 3,
      team_new_today: 0,
      direct_players: 1,
      direct_agents: 1,
      direct_agents_new_today: 0,
      today_team_performance: usdtText(60),
      today_direct_performance: usdtText(0),
      yesterday_commission: usdtText(2),
      total_commission: usdtText(1.5),
    });
    const leaf = await call(team.E.token, info);
    expect(leaf.result).toMatchObject({
      inviter_id: team.B3.id,
      team_size: 0,
      team_new_today: 0,
      direct_players: 0,
      direct_agents: 0,
      today_team_performance: usdtText(0),
      today_estimated_commission: usdtText(0),
      today_updated_at: null,
      yesterday_commission: usdtText(0),
      yesterday_settled: false,
      total_commission: usdtText(0),
      unclaimed_commission: usdtText(0),
    });
  });

  it('turns the day at 00:00 Shanghai: a new day has no joiners and no estimate yet, yesterday is the day before', async () => {
    freezeClock(testApp, '2026-03-11T15:59:59.999Z');
    expect((await call(team.A.token, info)).result).toMatchObject({ team_new_today: 4, direct_agents_new_today: 1 });
    freezeClock(testApp, '2026-03-11T16:00:00.000Z');
    expect((await call(team.A.token, info)).result).toMatchObject({
      team_size: 8,
      team_new_today: 0,
      direct_players_new_today: 0,
      direct_agents_new_today: 0,
      today_team_performance: usdtText(0),
      today_updated_at: null,
      yesterday_commission: usdtText(0.6),
      yesterday_settled: false,
    });
    freezeClock(testApp, NOW);
  });

  it("shows yesterday's settled row once its run has settled", async () => {
    await markDay(testApp, '2026-03-10', 'settled');
    const { result } = await call(team.A.token, info);
    expect(result).toMatchObject({ yesterday_commission: usdtText(3.5), yesterday_settled: true });
    await markDay(testApp, '2026-03-10', 'running');
  });

  it('answers the template in force today and the next version scheduled', async () => {
    const seeded = (await call(team.A.token, template)).result;
    expect(seeded).toMatchObject({ id: 1, effective_from: '2000-01-01', next: null });
    expect(seeded.categories).toHaveLength(8);
    expect(seeded.categories[0]).toEqual({
      game_type_id: 0,
      tiers: [
        { min_performance: '0.000000', rate: 50 },
        { min_performance: '10000.000000', rate: 70 },
        { min_performance: '50000.000000', rate: 90 },
        { min_performance: '200000.000000', rate: 120 },
      ],
    });
    const version = (effective_from: string, rate: number) => ({
      effective_from,
      categories_json: JSON.stringify([{ game_type_id: 1, tiers: [{ min_performance: 0, rate }] }]),
      operator_id: null,
      created_at: NOW,
    });
    const ids = await testApp.context.db
      .insertInto('commission_templates')
      .values([version('2026-03-05', 60), version('2026-03-20', 80), version('2026-03-12', 70)])
      .returning('id')
      .execute();
    const { result } = await call(team.A.token, template);
    const tiers = (rate: number) => [{ game_type_id: 1, tiers: [{ min_performance: '0.000000', rate }] }];
    expect(result).toEqual({
      id: ids[0]!.id,
      effective_from: '2026-03-05',
      categories: tiers(60),
      next: { id: ids[2]!.id, effective_from: '2026-03-12', categories: tiers(70) },
    });
  });

  it('answers every agent call with 401 without a token', async () => {
    const paths = Object.values(apiPaths.agent).filter((path) => path !== apiPaths.agent.playOut);
    for (const url of paths) {
      const method = url === apiPaths.agent.performanceList ? 'GET' : 'POST';
      const response = await testApp.call({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.status, url).toBe(401);
    }
  });
});
