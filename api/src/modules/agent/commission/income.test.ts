/**
 * 我的收入 (broker/player/log) on both databases: the totals by status, the daily records newest
 * day first with their categories, the claims newest first, both lists through their cursors, an
 * agent's own rows only, and bad type, size or cursor refused in Chinese.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWorld, insertClaim, usdtText, type AgentTeam } from '../../../test/agents';
import { NOW, seedAgentFigures } from '../../../test/agent-figures';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { refusal } from '../../../test/requests';

const daily = (
  day: string,
  team: number,
  direct: number,
  figures: { gross: number; amount: number; status: number },
) => ({
  day,
  team_performance: usdtText(team),
  direct_performance: usdtText(direct),
  categories: [] as unknown[],
  gross: usdtText(figures.gross),
  deduction: usdtText(figures.gross - figures.amount),
  amount: usdtText(figures.amount),
  status: figures.status,
});

describe.each(TEST_DATABASES)('agent income log on %s', (database) => {
  let testApp: TestApp;
  let team: AgentTeam;
  let claims: number[];
  const log = async (token: string, payload: object) =>
    (await testApp.call({ method: 'POST', url: apiPaths.agent.playerLog, payload, headers: bearer(token) })).body;
  const walk = async (type: string, size: number) => {
    const pages: unknown[][] = [];
    let cursor: string | null = null;
    do {
      const body = await log(team.A.token, { type, size, ...(cursor ? { cursor } : {}) });
      expect(body.code).toBe(200);
      pages.push(type === 'claim' ? body.result.claims : body.result.commissions);
      cursor = body.result.next_cursor;
    } while (cursor && pages.length < 10);
    return pages;
  };
  beforeAll(async () => {
    ({ testApp, team } = await agentWorld(database, NOW));
    await seedAgentFigures(testApp, team);
    claims = [
      await insertClaim(testApp, team.A.id, 3, 1, '2026-03-02T02:00:00.000Z'),
      await insertClaim(testApp, team.X.id, 50, 1, '2026-03-03T02:00:00.000Z'),
      await insertClaim(testApp, team.A.id, 1, 1, '2026-03-05T02:00:00.000Z'),
    ];
  });
  afterAll(async () => testApp.close());

  const records = () => [
    daily('2026-03-10', 700, 300, { gross: 3.5, amount: 3.5, status: 1 }),
    {
      ...daily('2026-03-09', 500, 200, { gross: 2.5, amount: 2.5, status: 1 }),
      categories: [
        { game_type_id: 1, team_performance: usdtText(300), rate: 50, gross: usdtText(1.5) },
        { game_type_id: 2, team_performance: usdtText(200), rate: 50, gross: usdtText(1) },
      ],
    },
    daily('2026-03-08', 300, 100, { gross: 2, amount: 1.5, status: 1 }),
    daily('2026-03-07', 10, 10, { gross: 0, amount: 0, status: 0 }),
    daily('2026-03-01', 200, 50, { gross: 1, amount: 1, status: 2 }),
    daily('2026-02-27', 1000, 400, { gross: 3, amount: 3, status: 2 }),
  ];

  it("totals A's commission and lists the daily records newest day first", async () => {
    expect(await log(team.A.token, {})).toEqual({
      code: 200,
      result: {
        type: 'commission',
        total_commission: usdtText(11.5),
        claimed_commission: usdtText(4),
        unclaimed_commission: usdtText(7.5),
        commissions: records(),
        claims: [],
        next_cursor: null,
      },
    });
    const pages = await walk('commission', 2);
    expect(pages).toEqual([records().slice(0, 2), records().slice(2, 4), records().slice(4)]);
    expect(await walk('commission', 5)).toEqual([records().slice(0, 5), records().slice(5)]);
  });

  it("lists A's claims newest first, never another player's", async () => {
    const claim = (id: number, amount: number, at: string) => ({
      id,
      amount: usdtText(amount),
      days: 1,
      created_at: at,
    });
    const expected = [claim(claims[2]!, 1, '2026-03-05 10:00:00'), claim(claims[0]!, 3, '2026-03-02 10:00:00')];
    const { result } = await log(team.A.token, { type: 'claim' });
    expect(result).toMatchObject({ type: 'claim', commissions: [], claims: expected, next_cursor: null });
    expect(result.total_commission).toBe(usdtText(11.5));
    expect(await walk('claim', 1)).toEqual([[expected[0]], [expected[1]]]);
  });

  it('shows a member only their own rows, and a player with none zeros and empty lists', async () => {
    const { result } = await log(team.B.token, { type: 'commission' });
    expect(result).toMatchObject({
      total_commission: usdtText(1.5),
      claimed_commission: usdtText(0),
      unclaimed_commission: usdtText(1.5),
    });
    expect(result.commissions.map((row: { day: string }) => row.day)).toEqual(['2026-03-09', '2026-02-27']);
    for (const type of ['commission', 'claim'])
      expect((await log(team.E.token, { type })).result).toEqual({
        type,
        total_commission: usdtText(0),
        claimed_commission: usdtText(0),
        unclaimed_commission: usdtText(0),
        commissions: [],
        claims: [],
        next_cursor: null,
      });
  });

  it('refuses a bad type, size or cursor in Chinese; a cursor of one list is refused by the other', async () => {
    const { A } = team;
    for (const type of ['bonus', '', 3])
      expect(await log(A.token, { type })).toEqual(refusal(apiMessages.agentLogTypeInvalid));
    for (const size of [0, 101, 'many']) expect(await log(A.token, { size })).toEqual(refusal(apiMessages.badField));
    const dayCursor = (await log(A.token, { type: 'commission', size: 1 })).result.next_cursor;
    const claimCursor = (await log(A.token, { type: 'claim', size: 1 })).result.next_cursor;
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cursorInvalid = refusal(apiMessages.recordCursorInvalid);
    expect(await log(A.token, { type: 'claim', cursor: dayCursor })).toEqual(cursorInvalid);
    expect(await log(A.token, { type: 'commission', cursor: claimCursor })).toEqual(cursorInvalid);
    for (const cursor of ['junk', '!!', forged({ day: '10 March' }), forged({ day: '2026-03-10', x: 1 }), forged(null)])
      expect(await log(A.token, { type: 'commission', cursor })).toEqual(cursorInvalid);
    for (const cursor of [forged({ claim: 0 }), forged({ claim: 2_147_483_648 }), forged({ claim: '5' })])
      expect(await log(A.token, { type: 'claim', cursor })).toEqual(cursorInvalid);
  });
});
