/**
 * 下级列表 (GET broker/superior/performance/list) and a member's detail (…/detail) on both
 * databases: direct members newest first through their cursors, each with team size and own plus
 * team performance in the period; a search by id across the whole team with its level; and a
 * player outside the team answered exactly like an id that does not exist.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWorld, usdtText, type AgentTeam } from '../../../test/agents';
import { NOW, seedAgentFigures } from '../../../test/agent-figures';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { refusal } from '../../../test/requests';

const { performanceList, performanceDetail } = apiPaths.agent;

describe.each(TEST_DATABASES)('agent members on %s', (database) => {
  let testApp: TestApp;
  let team: AgentTeam;
  const list = async (token: string, query: Record<string, string | number>) =>
    (
      await testApp.call({
        method: 'GET',
        url: performanceList,
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        headers: bearer(token),
      })
    ).body;
  const detail = async (token: string, payload: object) =>
    (await testApp.call({ method: 'POST', url: performanceDetail, payload, headers: bearer(token) })).body;
  /** Every page of A's direct members for `period`, `size` at a time. */
  const walk = async (period: string, size: number) => {
    const pages: Array<Array<Record<string, unknown>>> = [];
    let cursor: string | null = null;
    do {
      const body = await list(team.A.token, { period, size, ...(cursor ? { cursor } : {}) });
      expect(body.code).toBe(200);
      pages.push(body.result.items);
      cursor = body.result.next_cursor;
    } while (cursor && pages.length < 10);
    return pages;
  };
  const row = (member: { id: number }, joined: string, teamSize: number, performance: number, level = 1) => ({
    member_id: member.id,
    joined_at: joined,
    level,
    team_size: teamSize,
    performance: usdtText(performance),
  });
  beforeAll(async () => {
    ({ testApp, team } = await agentWorld(database, NOW));
    await seedAgentFigures(testApp, team);
  });
  afterAll(async () => testApp.close());

  it("lists A's direct members newest first with the week's own plus team performance, one page or several", async () => {
    const { A, B, B2, B3, B4 } = team;
    // B: own 40 + 10, team 300 (settled 03-09) + 400 + 60 (estimates); B3: own 7, team 3.
    const week = [
      row(B4, '2026-03-11 09:00:00', 0, 0),
      row(B3, '2026-03-11 09:00:00', 1, 7 + 3),
      row(B2, '2026-03-11 00:00:00', 0, 2),
      row(B, '2026-02-10 10:00:00', 3, 50 + 760),
    ];
    expect(await list(A.token, { period: 'week' })).toMatchObject({
      code: 200,
      result: { period: 'week', items: week, next_cursor: null },
    });
    // B3 and B4 joined at the same instant: the cursor between them is (time, id).
    expect(await walk('week', 1)).toEqual(week.map((item) => [item]));
    expect(await walk('week', 3)).toEqual([week.slice(0, 3), week.slice(3)]);
    expect((await walk('week', 4)).flat()).toEqual(week);
  });

  it('sums each member over the period asked', async () => {
    const performances = async (period: string) =>
      (await walk(period, 100)).flat().map((item) => [item.member_id, item.performance]);
    const { B, B2, B3, B4 } = team;
    expect(await performances('today')).toEqual([
      [B4.id, usdtText(0)],
      [B3.id, usdtText(10)],
      [B2.id, usdtText(0)],
      [B.id, usdtText(60)],
    ]);
    expect(await performances('yesterday')).toContainEqual([B.id, usdtText(10 + 400)]);
    expect(await performances('all')).toContainEqual([B.id, usdtText(55 + 600 + 300 + 400 + 60)]);
  });

  it('finds one member anywhere in the team with their level, and nobody outside it', async () => {
    const { A, B, D, E, X, Y } = team;
    const search = async (token: string, member: number) =>
      (await list(token, { period: 'today', member_id: member })).result;
    expect(await search(A.token, D.id)).toEqual({
      period: 'today',
      items: [row(D, '2026-03-09 10:00:00', 0, 1, 3)],
      next_cursor: null,
    });
    expect((await search(A.token, E.id)).items).toEqual([row(E, '2026-03-11 10:00:00', 0, 0, 2)]);
    expect((await search(B.token, D.id)).items).toEqual([row(D, '2026-03-09 10:00:00', 0, 1, 2)]);
    // An outsider, their member, oneself, one's upline, an id nobody has: the same empty answer.
    for (const [token, member] of [
      [A.token, X.id],
      [A.token, Y.id],
      [A.token, A.id],
      [B.token, A.id],
      [A.token, 2_000_000_000],
    ] as const)
      expect(await search(token, member)).toEqual({ period: 'today', items: [], next_cursor: null });
  });

  it("details a member's own and team performance by category", async () => {
    const { A, B, D } = team;
    expect(await detail(A.token, { member_id: B.id, period: 'week' })).toEqual({
      code: 200,
      result: {
        member_id: B.id,
        joined_at: '2026-02-10 10:00:00',
        level: 1,
        team_size: 3,
        period: 'week',
        categories: [
          { game_type_id: 1, own_performance: usdtText(40), team_performance: usdtText(200 + 400) },
          { game_type_id: 2, own_performance: usdtText(10), team_performance: usdtText(100) },
          { game_type_id: 3, own_performance: usdtText(0), team_performance: usdtText(60) },
        ],
        own_performance: usdtText(50),
        team_performance: usdtText(760),
      },
    });
    expect((await detail(A.token, { member_id: D.id })).result).toMatchObject({
      level: 3,
      period: 'today',
      categories: [{ game_type_id: 5, own_performance: usdtText(1), team_performance: usdtText(0) }],
      own_performance: usdtText(1),
      team_performance: usdtText(0),
    });
  });

  it('refuses the detail of anyone outside the team exactly as an id that does not exist', async () => {
    const { A, B, X, Y } = team;
    const notFound = refusal(apiMessages.agentMemberNotFound);
    for (const [token, member] of [
      [A.token, X.id],
      [A.token, Y.id],
      [A.token, A.id],
      [B.token, A.id],
      [A.token, 2_000_000_000],
    ] as const)
      expect(await detail(token, { member_id: member, period: 'week' })).toEqual(notFound);
    for (const member_id of [undefined, 'abc', 0, -3, 1.5, 2_147_483_648])
      expect(await detail(A.token, { member_id, period: 'week' })).toEqual(notFound);
  });

  it('refuses a bad period, size, member id or cursor in Chinese, never with a 500', async () => {
    const { A } = team;
    expect(await list(A.token, { period: 'decade' })).toEqual(refusal(apiMessages.agentPeriodInvalid));
    expect(await detail(A.token, { member_id: team.B.id, period: 'decade' })).toEqual(
      refusal(apiMessages.agentPeriodInvalid),
    );
    for (const size of [0, 101, 'many', 2.5])
      expect(await list(A.token, { size })).toEqual(refusal(apiMessages.badField));
    for (const member_id of ['abc', 0, -1, 2_147_483_648])
      expect(await list(A.token, { member_id })).toEqual(refusal(apiMessages.agentMemberNotFound));
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      '%%%',
      forged(['yesterday', 1]),
      forged(['2026-03-11T01:00:00.000Z', 0]),
      forged({ day: '2026-03-10' }),
    ])
      expect(await list(A.token, { cursor })).toEqual(refusal(apiMessages.recordCursorInvalid));
  });
});
