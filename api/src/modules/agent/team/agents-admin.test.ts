import { apiMessages, apiPaths, COMMISSION_STATUS, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdminSuite, type AgentAdminSuite } from '../../../test/agent-admin';
import { TEST_DATABASES } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { playerToken, refusal } from '../../../test/requests';
import { DEMO_AGENT_TREE } from '../../../seed/agents';
import { DEMO_PLAYER, seedDemoData } from '../../../seed/seed';

const admin = apiPaths.admin;
const START = '2026-11-25T04:00:00.000Z';
const later = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)('operator settlement runs and agent trees on %s', (database) => {
  let suite: AgentAdminSuite;
  beforeAll(async () => {
    suite = await agentAdminSuite(database, START);
  });
  afterAll(() => suite.testApp.close());
  const db = () => suite.testApp.context.db;

  /** A settlement run of `day` as the engine writes it (the engine is another part's; these rows stand in). */
  const insertDay = (day: string, commission: number, status: 'running' | 'settled' = 'settled') =>
    db()
      .insertInto('commission_days')
      .values({
        day,
        status,
        template_id: 1,
        agents: 2,
        team_performance: microUsdt(commission * 100),
        commission: microUsdt(commission),
        started_at: `${day}T16:05:00.000Z`,
        finished_at: status === 'settled' ? `${day}T16:05:09.000Z` : null,
      })
      .execute();
  const insertCommission = (agentId: number, day: string, amount: number, status: number) =>
    db()
      .insertInto('agent_commissions')
      .values({
        agent_id: agentId,
        day,
        team_performance: microUsdt(amount * 100),
        direct_performance: microUsdt(0),
        categories_json: '[]',
        gross: microUsdt(amount),
        deduction: microUsdt(0),
        amount: microUsdt(amount),
        template_id: 1,
        status,
        claim_id: null,
        created_at: `${day}T16:05:01.000Z`,
      })
      .execute();

  it('lists the settlement runs newest day first, paged, each with what its agents have claimed', async () => {
    expect(await suite.asOperator('GET', admin.commissionDays)).toEqual({ code: 200, result: { total: 0, items: [] } });
    const [a, b, c] = [await suite.player(), await suite.player(), await suite.player()];
    await insertDay('2026-11-22', 9_000_000);
    await insertDay('2026-11-23', 12_500_000);
    await insertDay('2026-11-24', 4_000_000, 'running');
    const { claimed, unclaimed, none } = COMMISSION_STATUS;
    await insertCommission(a.id, '2026-11-23', 7_000_000, claimed);
    await insertCommission(b.id, '2026-11-23', 5_500_000, unclaimed);
    await insertCommission(c.id, '2026-11-23', 0, none);
    await insertCommission(a.id, '2026-11-22', 4_000_000, claimed);
    await insertCommission(b.id, '2026-11-22', 5_000_000, claimed);
    await insertCommission(a.id, '2026-11-24', 4_000_000, unclaimed);
    const first = await suite.asOperator('GET', admin.commissionDays, { page: '1', size: '2' });
    expect(first).toEqual({
      code: 200,
      result: {
        total: 3,
        items: [
          {
            day: '2026-11-24',
            status: 'running',
            template_id: 1,
            agents: 2,
            team_performance: '400.000000',
            commission: '4.000000',
            claimed: '0.000000',
            started_at: '2026-11-24T16:05:00.000Z',
            finished_at: null,
          },
          expect.objectContaining({ day: '2026-11-23', commission: '12.500000', claimed: '7.000000' }),
        ],
      },
    });
    const second = await suite.asOperator('GET', admin.commissionDays, { page: '2', size: '2' });
    expect(second.result).toEqual({
      total: 3,
      items: [
        expect.objectContaining({
          day: '2026-11-22',
          status: 'settled',
          commission: '9.000000',
          claimed: '9.000000',
          finished_at: '2026-11-22T16:05:09.000Z',
        }),
      ],
    });
    expect(await suite.asOperator('GET', admin.commissionDays, { size: '201' })).toEqual(refusal(apiMessages.badField));
  });

  it('shows an agent: upline to the top, direct members newest first with their team sizes, commission unclaimed and in all', async () => {
    suite.setClock(later(0));
    const top = await suite.player();
    suite.setClock(later(1));
    const agent = await suite.player(top.id);
    suite.setClock(later(2));
    const first = await suite.player(agent.id);
    suite.setClock(later(3));
    const second = await suite.player(agent.id);
    suite.setClock(later(4));
    const deep = await suite.player(first.id);
    await suite.player(deep.id);
    await insertCommission(agent.id, '2026-11-20', 3_000_000, COMMISSION_STATUS.unclaimed);
    await insertCommission(agent.id, '2026-11-21', 1_250_000, COMMISSION_STATUS.unclaimed);
    await insertCommission(agent.id, '2026-11-19', 5_000_000, COMMISSION_STATUS.claimed);
    await insertCommission(agent.id, '2026-11-18', 0, COMMISSION_STATUS.none);
    const tree = await suite.asOperator('GET', `${admin.agents}/${agent.id}/tree`);
    expect(tree).toEqual({
      code: 200,
      result: {
        agent: {
          id: agent.id,
          username: agent.username,
          joined_at: later(1),
          team_size: 4,
          unclaimed_commission: '4.250000',
          total_commission: '9.250000',
        },
        upline: [{ id: top.id, username: top.username }],
        directs_total: 2,
        directs: [
          { id: second.id, username: second.username, joined_at: later(3), team_size: 0 },
          { id: first.id, username: first.username, joined_at: later(2), team_size: 2 },
        ],
      },
    });
    const paged = await suite.asOperator('GET', `${admin.agents}/${agent.id}/tree`, { page: '2', size: '1' });
    expect(paged.result).toMatchObject({ directs_total: 2, directs: [{ id: first.id, team_size: 2 }] });
    const bottom = await suite.asOperator('GET', `${admin.agents}/${deep.id}/tree`);
    expect(bottom.result.upline.map((row: any) => row.id)).toEqual([first.id, agent.id, top.id]);
    expect(bottom.result.agent).toMatchObject({
      team_size: 1,
      unclaimed_commission: '0.000000',
      total_commission: '0.000000',
    });
    const root = await suite.asOperator('GET', `${admin.agents}/${top.id}/tree`);
    expect(root.result).toMatchObject({ upline: [], directs_total: 1, agent: { team_size: 5 } });
  });

  it('refuses an id no player has (404, in Chinese) and an id that is not one', async () => {
    expect(await suite.asOperator('GET', `${admin.agents}/999999/tree`)).toEqual(
      refusal(apiMessages.agentNotFound, 404),
    );
    expect(await suite.asOperator('GET', `${admin.agents}/abc/tree`)).toEqual(refusal(apiMessages.badField));
  });

  it('refuses player tokens with 403 and missing tokens with 401 on every operator call', async () => {
    const player = await suite.player();
    const token = await playerToken(suite.testApp, player.id);
    for (const [method, url, payload] of [
      ['GET', admin.commissionTemplates, undefined],
      ['POST', admin.commissionTemplates, { effective_from: '2026-12-01', categories: [] }],
      ['GET', admin.commissionSettings, undefined],
      ['PUT', admin.commissionSettings, { claim_min: '5' }],
      ['GET', admin.commissionDays, undefined],
      ['GET', `${admin.agents}/${player.id}/tree`, undefined],
    ] as const) {
      const withPlayer = await suite.testApp.call({ method, url, payload, headers: bearer(token) });
      expect(withPlayer.status).toBe(403);
      expect(withPlayer.body).toEqual({ code: 403, message: '无权访问' });
      expect((await suite.testApp.call({ method, url, payload })).status).toBe(401);
    }
    expect(await suite.audit('site_settings')).toEqual([]);
  });

  it('seeds the demo site with a small invite tree below the demo player, without money', async () => {
    await seedDemoData(suite.testApp.context);
    const demo = await db()
      .selectFrom('players')
      .select('id')
      .where('username', '=', DEMO_PLAYER.username)
      .executeTakeFirstOrThrow();
    const tree = await suite.asOperator('GET', `${admin.agents}/${demo.id}/tree`);
    expect(tree.result.agent.team_size).toBe(DEMO_AGENT_TREE.length);
    expect(tree.result.directs.map((row: any) => row.username).sort()).toEqual(['demoagent01', 'demoagent02']);
    const member = tree.result.directs.find((row: any) => row.username === 'demoagent01');
    expect(member.team_size).toBe(3);
    const deepest = await db()
      .selectFrom('players')
      .select('id')
      .where('username', '=', 'demomember03')
      .executeTakeFirstOrThrow();
    const upline = (await suite.asOperator('GET', `${admin.agents}/${deepest.id}/tree`)).result.upline;
    expect(upline.map((row: any) => row.username)).toEqual(['demomember01', 'demoagent01', DEMO_PLAYER.username]);
    const members = await db()
      .selectFrom('players')
      .select('id')
      .where(
        'username',
        'in',
        DEMO_AGENT_TREE.map((row) => row.username),
      )
      .execute();
    expect(members).toHaveLength(DEMO_AGENT_TREE.length);
    const moved = await db()
      .selectFrom('entries')
      .innerJoin('accounts', 'accounts.id', 'entries.account_id')
      .select('entries.id')
      .where(
        'accounts.player_id',
        'in',
        members.map((row) => row.id),
      )
      .execute();
    expect(moved).toEqual([]);
    expect(await db().selectFrom('player_daily_performance').select('player_id').execute()).toEqual([]);
    // Seeding again (every start of a demo site) registers no one.
    const players = async () => (await db().selectFrom('players').select('id').execute()).length;
    const before = await players();
    await seedDemoData(suite.testApp.context);
    expect(await players()).toBe(before);
  });
});
