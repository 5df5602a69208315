/**
 * 下级列表's summary (broker/superior/performance) on both databases: each period's days (week
 * from Monday, month from the 1st, at 00:00 Shanghai by the test clock), settled days read as
 * paid and the others as estimated, joiners by their join instant, and bad periods refused.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWorld, usdtText, type AgentTeam } from '../../../test/agents';
import { NOW, seedAgentFigures } from '../../../test/agent-figures';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { freezeClock } from '../../../test/records';
import { refusal } from '../../../test/requests';

const summary = (start: string | null, end: string, joined: number, figures: [number, number, number]) => ({
  start_date: start,
  end_date: end,
  new_members: joined,
  team_performance: usdtText(figures[0]),
  direct_performance: usdtText(figures[1]),
  commission: usdtText(figures[2]),
});

describe.each(TEST_DATABASES)('agent performance summary on %s', (database) => {
  let testApp: TestApp;
  let team: AgentTeam;
  const performance = async (token: string, payload: object) =>
    (await testApp.call({ method: 'POST', url: apiPaths.agent.performance, payload, headers: bearer(token) })).body;
  beforeAll(async () => {
    ({ testApp, team } = await agentWorld(database, NOW));
    await seedAgentFigures(testApp, team);
  });
  afterAll(async () => testApp.close());

  it("sums A's period from settled rows and, for days not settled, estimates (a settled day's stale estimate ignored)", async () => {
    const expected = {
      today: summary('2026-03-11', '2026-03-11', 4, [120, 20, 0.6]),
      // 2026-03-10's run has not finished: its estimate counts, not its row.
      yesterday: summary('2026-03-10', '2026-03-10', 1, [650, 250, 3.25]),
      week: summary('2026-03-09', '2026-03-11', 6, [500 + 650 + 120, 200 + 250 + 20, 2.5 + 3.25 + 0.6]),
      month: summary('2026-03-01', '2026-03-11', 7, [1270 + 200 + 10 + 300, 470 + 50 + 10 + 100, 6.35 + 1 + 0 + 1.5]),
      all: summary(null, '2026-03-11', 8, [1780 + 1000, 630 + 400, 8.85 + 3]),
    };
    for (const [period, figures] of Object.entries(expected)) {
      const body = await performance(team.A.token, { period });
      expect(body.code, period).toBe(200);
      expect(body.result, period).toEqual({ period, team_size: 8, ...figures });
    }
  });

  it('reads today when no period is sent', async () => {
    expect((await performance(team.A.token, {})).result).toMatchObject({ period: 'today', team_size: 8 });
  });

  it('starts the week on Monday 00:00 Shanghai', async () => {
    freezeClock(testApp, '2026-03-08T15:59:59.999Z');
    expect((await performance(team.A.token, { period: 'week' })).result).toMatchObject(
      // 2026-03-07 (nothing to pay) and 2026-03-08; C joined on 2026-03-02.
      summary('2026-03-02', '2026-03-08', 1, [310, 110, 1.5]),
    );
    freezeClock(testApp, '2026-03-08T16:00:00.000Z');
    expect((await performance(team.A.token, { period: 'week' })).result).toMatchObject(
      summary('2026-03-09', '2026-03-09', 1, [500, 200, 2.5]),
    );
    freezeClock(testApp, NOW);
  });

  it('starts the month on the 1st 00:00 Shanghai', async () => {
    freezeClock(testApp, '2026-02-28T15:59:59.999Z');
    expect((await performance(team.A.token, { period: 'month' })).result).toMatchObject(
      summary('2026-02-01', '2026-02-28', 1, [1000, 400, 3]),
    );
    freezeClock(testApp, '2026-02-28T16:00:00.000Z');
    expect((await performance(team.A.token, { period: 'month' })).result).toMatchObject(
      summary('2026-03-01', '2026-03-01', 0, [200, 50, 1]),
    );
    freezeClock(testApp, NOW);
  });

  it("answers a member with their own team's figures, never the upline's or an outsider's", async () => {
    expect((await performance(team.B.token, { period: 'week' })).result).toEqual({
      period: 'week',
      team_size: 3,
      ...summary('2026-03-09', '2026-03-11', 2, [300 + 400 + 60, 0, 1.5 + 2 + 0.3]),
    });
    expect((await performance(team.X.token, { period: 'today' })).result).toMatchObject({
      team_size: 1,
      team_performance: usdtText(5000),
    });
  });

  it('refuses an unknown period in Chinese', async () => {
    for (const period of ['decade', '', 7, null])
      expect(await performance(team.A.token, { period })).toEqual(refusal(apiMessages.agentPeriodInvalid));
  });
});
