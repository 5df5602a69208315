/**
 * The operator's providers (switch audited, credentials shown as present or not, never their
 * values) and launch statistics by 北京时间 day, with the role boundaries of both.
 */
import {
  apiMessages,
  apiPaths,
  adminContentMessages,
  adminMessages,
  type AdminProvider,
  type OperatorRole,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { beginLaunch, openLaunchApp } from '../../test/launch';
import { bearer } from '../../test/players';
import { operatorToken, refusal } from '../../test/requests';
import { hashToken, newToken } from '../auth/tokens';
import { registerPlayerDirectly } from '../auth/service';

describe.each(TEST_DATABASES)('games console on %s', (database) => {
  let testApp: TestApp;
  let player: { id: number; token: string };
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    const opened = await openLaunchApp(database);
    testApp = opened.app;
    player = { id: opened.id, token: opened.token };
    for (const role of ['super_admin', 'finance', 'operations', 'support'] as const)
      tokens[role] = await operatorToken(testApp, undefined, role);
  });
  afterAll(() => testApp?.close());

  const as = (role: OperatorRole, method: 'GET' | 'PUT', url: string, payload?: object) =>
    testApp.call({ method, url, payload, headers: bearer(tokens[role]) });
  const providers = async (role: OperatorRole = 'finance') =>
    (await as(role, 'GET', apiPaths.admin.providers)).body.result as { day: string; list: AdminProvider[] };
  const providerOf = async (code: string) => (await providers()).list.find((row) => row.code === code);

  /** A launch row as the adapter writes it, at `at`. */
  const launchAt = (at: string, playerId: number, provider: string, game_code: string) => ({
    token_hash: hashToken(newToken()),
    player_id: playerId,
    provider,
    game_code,
    created_at: at,
    expires_at: new Date(Date.parse(at) + 120_000).toISOString(),
    used_at: null,
  });

  it('lists every provider: open, credentials set or not (never their values), games and launches today', async () => {
    const before = (await providerOf('ag')) as AdminProvider;
    expect((await beginLaunch(testApp, player.token, 'game_code=ag_game')).body.code).toBe(200);
    const { body } = await as('finance', 'GET', apiPaths.admin.providers);
    expect(JSON.stringify(body)).not.toMatch(/ag-secret|pp-secret|example/);
    const list: AdminProvider[] = body.result.list;
    expect(list.map((row) => row.code).slice(0, 3)).toEqual(['pg', 'ag', 'im']);
    expect(list.find((row) => row.code === 'ag')).toMatchObject({
      id: 2,
      name: expect.any(String),
      open: true,
      credentials_set: true,
      launchable: true,
      launches_today: before.launches_today + 1,
    });
    expect(list.find((row) => row.code === 'ag')?.games).toBeGreaterThan(0);
    expect(list.find((row) => row.code === 'pg')).toMatchObject({
      open: true,
      credentials_set: false,
      launchable: false,
    });
    // Launch paths without a platform row are known too, closed.
    expect(list.find((row) => row.code === 'ev')).toMatchObject({ id: null, open: false, games: 0, launchable: false });
    expect(body.result.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('switches a provider off and on (运营), audited; players cannot launch its games while off', async () => {
    const off = await as('operations', 'PUT', `${apiPaths.admin.providers}/ag`, { open: false });
    expect(off.body.result).toMatchObject({ code: 'ag', open: false, credentials_set: true, launchable: false });
    expect((await beginLaunch(testApp, player.token, 'game_code=ag_game')).body).toEqual(
      refusal(apiMessages.platformNotOpen),
    );
    const audit = await testApp.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'game_platforms')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'update', entity_id: 'ag' });
    expect(JSON.parse(audit.before_json as string)).toMatchObject({ code: 'ag', status: 1 });
    expect(JSON.parse(audit.after_json as string)).toMatchObject({ code: 'ag', status: 2 });
    // The same value again changes nothing and writes no entry.
    await as('super_admin', 'PUT', `${apiPaths.admin.providers}/ag`, { open: false });
    const entries = async () =>
      (await testApp.context.db.selectFrom('audit_log').select('id').where('entity', '=', 'game_platforms').execute())
        .length;
    expect(await entries()).toBe(1);
    const on = await as('super_admin', 'PUT', `${apiPaths.admin.providers}/ag`, { open: true });
    expect(on.body.result).toMatchObject({ open: true, launchable: true });
    expect(await entries()).toBe(2);
    expect((await beginLaunch(testApp, player.token, 'game_code=ag_game')).body.code).toBe(200);
  });

  it('refuses unknown providers, rows that are not there and bad values', async () => {
    const put = (code: string, payload: object) =>
      as('operations', 'PUT', `${apiPaths.admin.providers}/${code}`, payload);
    expect((await put('nosuch', { open: true })).body).toEqual(refusal(adminContentMessages.providerUnknown, 404));
    expect((await put('ev', { open: true })).body).toEqual(refusal(adminContentMessages.providerUnlisted, 404));
    expect((await put('AG!', { open: true })).body).toEqual(refusal(adminContentMessages.providerUnknown));
    for (const payload of [{}, { open: 'yes' }, { open: 1 }])
      expect((await put('ag', payload)).body, JSON.stringify(payload)).toEqual(refusal(apiMessages.badField));
    expect((await providerOf('ag'))?.open).toBe(true);
  });

  it('counts launches per 北京时间 day (zero-filled), distinct players, and the top games', async () => {
    const other = await registerPlayerDirectly(testApp.context, `stats${Date.now() % 1e8}`, 'secret123', null);
    await testApp.context.db
      .insertInto('provider_launches')
      .values([
        // 2026-01-01 23:59 and 2026-01-02 00:00 北京时间: two days.
        launchAt('2026-01-01T15:59:59.000Z', player.id, 'ag', 'ag_game'),
        launchAt('2026-01-01T16:00:00.000Z', player.id, 'ag', 'ag_game'),
        launchAt('2026-01-01T17:00:00.000Z', other.id, 'ag', 'ag_game'),
        launchAt('2026-01-01T18:00:00.000Z', other.id, 'pp', 'lobby'),
        // 2026-01-04 08:00 北京时间, and one after the range.
        launchAt('2026-01-04T00:00:00.000Z', other.id, 'pp', 'pp_game'),
        launchAt('2026-01-04T16:00:00.000Z', other.id, 'pp', 'pp_game'),
      ])
      .execute();
    const stats = (await as('finance', 'GET', `${apiPaths.admin.launchStats}?from=2026-01-01&to=2026-01-04`)).body
      .result;
    expect(stats.total).toEqual({ launches: 5, players: 2 });
    expect(stats.days).toEqual([
      { day: '2026-01-01', launches: 1, players: 1 },
      { day: '2026-01-02', launches: 3, players: 2 },
      { day: '2026-01-03', launches: 0, players: 0 },
      { day: '2026-01-04', launches: 1, players: 1 },
    ]);
    expect(stats.top_games).toEqual([
      {
        provider: 'ag',
        provider_name: expect.any(String),
        game_code: 'ag_game',
        game_name: 'ag_game',
        launches: 3,
        players: 2,
      },
      {
        provider: 'pp',
        provider_name: expect.any(String),
        game_code: 'lobby',
        game_name: null,
        launches: 1,
        players: 1,
      },
      {
        provider: 'pp',
        provider_name: expect.any(String),
        game_code: 'pp_game',
        game_name: 'pp_game',
        launches: 1,
        players: 1,
      },
    ]);
    const oneDay = (await as('super_admin', 'GET', `${apiPaths.admin.launchStats}?from=2026-01-05&to=2026-01-05`)).body;
    expect(oneDay.result).toMatchObject({ total: { launches: 1, players: 1 }, days: [{ day: '2026-01-05' }] });
  });

  it('refuses a range over 93 days, backwards, or of days that do not exist', async () => {
    const stats = (query: string) => as('operations', 'GET', `${apiPaths.admin.launchStats}?${query}`);
    expect((await stats('from=2026-01-01&to=2026-04-03')).body.result.days).toHaveLength(93);
    expect((await stats('from=2026-01-01&to=2026-04-04')).body).toEqual(refusal(adminContentMessages.launchStatsRange));
    expect((await stats('from=2026-01-02&to=2026-01-01')).body).toEqual(refusal(adminContentMessages.launchStatsRange));
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-1-1&to=2026-01-02',
      'to=2026-01-02',
      'from=x&to=y',
    ])
      expect((await stats(query)).body, query).toEqual(refusal(adminContentMessages.dayInvalid));
  });

  it('lets 客服 see neither, and only 超级管理员 and 运营 switch a provider', async () => {
    const forbidden = { status: 403, body: { code: 403, message: adminMessages.roleForbidden } };
    expect(await as('support', 'GET', apiPaths.admin.providers)).toEqual(forbidden);
    expect(await as('support', 'GET', `${apiPaths.admin.launchStats}?from=2026-01-01&to=2026-01-02`)).toEqual(
      forbidden,
    );
    for (const role of ['support', 'finance'] as const)
      expect(await as(role, 'PUT', `${apiPaths.admin.providers}/ag`, { open: false })).toEqual(forbidden);
    expect((await providerOf('ag'))?.open).toBe(true);
    const asPlayer = await testApp.call({
      method: 'GET',
      url: apiPaths.admin.providers,
      headers: bearer(player.token),
    });
    expect(asPlayer.status).toBe(403);
    expect((await testApp.call({ method: 'GET', url: apiPaths.admin.launchStats })).status).toBe(401);
  });
});
