/** Game launch: the lobby's begin call, the provider launch calls of spec §7 and the adapter registry behind them. */
import type { InjectOptions } from 'fastify';
import {
  apiMessages,
  apiPaths,
  balanceResultSchema,
  envelopeSchema,
  launchResultSchema,
  microUsdt,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer } from '../../test/players';
import { generousLimits, playerToken, refusal } from '../../test/requests';
import { hashToken } from '../auth/tokens';

const TTL_MS = 90_000;
/** Spec §3 providers 1-15 by platform id. */
const PLATFORMS = ['pg', 'ag', 'im', 'jdb', 'ky', 'sb', 'cmd', 'hlqp', 'lgd', 'mg', 'cq', 'jl', 'pp', 'bf', 'fg'].map(
  (code, index) => ({ id: index + 1, code }),
);
const CALLS: Array<{ method: 'GET' | 'POST'; path: string }> = [
  ...[apiPaths.launch.agForward, apiPaths.launch.agForwardWeb, apiPaths.launch.agFish].map((path) => ({
    method: 'GET' as const,
    path,
  })),
  { method: 'POST', path: apiPaths.launch.imStart },
  ...[
    apiPaths.launch.kyGameHall,
    apiPaths.launch.jdbLogin,
    apiPaths.launch.sbStart,
    apiPaths.launch.hlqpStart,
    apiPaths.launch.cmdLogin,
    apiPaths.launch.lgdStart,
    apiPaths.launch.mgStart,
    apiPaths.launch.cqLogin,
    apiPaths.launch.jlLogin,
    apiPaths.launch.ppStart,
    apiPaths.launch.evStart,
    apiPaths.launch.yxStart,
  ].map((path) => ({ method: 'GET' as const, path })),
];

/** The launch URL's token and game, with the URL minus its token. */
function launchedWith(url: string) {
  const parsed = new URL(url);
  const token = parsed.searchParams.get('token') ?? '';
  parsed.searchParams.delete('token');
  return { token, game: parsed.searchParams.get('game'), rest: parsed.toString() };
}

describe.each(TEST_DATABASES)('game launch on %s', (database) => {
  let testApp: TestApp;
  /** The same catalogue with the AG and PP providers configured by the operator. */
  let openApp: TestApp;
  let playerId: number;
  let token: string;
  let openToken: string;

  async function seedCatalogue(app: TestApp) {
    await seedDemoData(app.context);
    const now = app.context.now().toISOString();
    const game = (plat_type_id: number, game_code: string, status = 1) => ({
      plat_type_id,
      game_code,
      game_name: game_code,
      game_type_id: 5,
      open_type: 2,
      status,
      created_at: now,
    });
    await app.context.db
      .insertInto('games')
      .values([
        ...PLATFORMS.map(({ id, code }) => game(id, `${code}_game`)),
        game(16, 'demo_maintenance', 2),
        game(16, 'demo_coming', 3),
        game(16, 'demo_stay_tuned', 4),
        game(16, 'demo_odd_status', 9),
        game(1, 'shared_code'),
        game(16, 'shared_code'),
        game(13, 'pp_closed', 2),
      ])
      .execute();
    const demoPlayer = await app.context.db.selectFrom('players').select('id').executeTakeFirstOrThrow();
    return { id: demoPlayer.id, token: await playerToken(app, demoPlayer.id) };
  }

  beforeAll(async () => {
    testApp = await createTestApp(database, {
      ...generousLimits(),
      launchTokenTtlMs: TTL_MS,
      providers: { demo: { secret: 'demo-secret', launchUrl: 'http://demo.test/play' } },
    });
    ({ id: playerId, token } = await seedCatalogue(testApp));
    openApp = await createTestApp(database, {
      ...generousLimits(),
      providers: {
        ag: { secret: 'ag-secret', launchUrl: 'https://ag.example/launch' },
        pp: { secret: 'pp-secret', launchUrl: 'https://pp.example/go?lang=zh' },
      },
    });
    openToken = (await seedCatalogue(openApp)).token;
  });
  afterAll(async () => {
    await testApp?.close();
    await openApp?.close();
  });

  const begin = (query: string, app = testApp, as = token) =>
    app.call({ method: 'GET', url: `${apiPaths.lobby.begin}?${query}`, headers: bearer(as) });
  const callProvider = (call: { method: 'GET' | 'POST'; path: string }, query = '', app = testApp, as = token) => {
    const request: InjectOptions =
      call.method === 'GET'
        ? { method: 'GET', url: `${call.path}?${query}` }
        : { method: 'POST', url: call.path, payload: Object.fromEntries(new URLSearchParams(query)) };
    return app.call({ ...request, headers: bearer(as) });
  };

  it('launches a demo game with a one-time token whose hash is stored for the player, game and expiry', async () => {
    const { status, body } = await begin('game_code=demo_fruit_slot');
    expect(status).toBe(200);
    const { url } = envelopeSchema(launchResultSchema).parse(body).result;
    const launched = launchedWith(url);
    expect(launched.rest).toBe('http://demo.test/play?game=demo_fruit_slot');
    expect(launched.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await testApp.context.db
      .selectFrom('provider_launches')
      .selectAll()
      .where('token_hash', '=', hashToken(launched.token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ player_id: playerId, provider: 'demo', game_code: 'demo_fruit_slot', used_at: null });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(TTL_MS);
    expect(Math.abs(Date.parse(row.created_at) - testApp.context.now().getTime())).toBeLessThan(60_000);

    const again = launchedWith((await begin('game_code=demo_gem_slot&plat_type_id=16')).body.result.url);
    expect(again.game).toBe('demo_gem_slot');
    expect(again.token).not.toBe(launched.token);
  });

  it('seeds the two demo slots on the demo platform, once', async () => {
    await seedDemoData(testApp.context);
    const demo = await testApp.context.db
      .selectFrom('games')
      .selectAll()
      .where('game_code', 'in', ['demo_fruit_slot', 'demo_gem_slot'])
      .orderBy('game_code')
      .execute();
    expect(
      demo.map(({ game_code, game_name, plat_type_id, game_type_id, open_type, status, is_hot }) => ({
        game_code,
        game_name,
        plat_type_id,
        game_type_id,
        open_type,
        status,
        is_hot,
      })),
    ).toEqual([
      {
        game_code: 'demo_fruit_slot',
        game_name: '水果拉霸',
        plat_type_id: 16,
        game_type_id: 5,
        open_type: 2,
        status: 1,
        is_hot: 1,
      },
      {
        game_code: 'demo_gem_slot',
        game_name: '宝石转转乐',
        plat_type_id: 16,
        game_type_id: 5,
        open_type: 2,
        status: 1,
        is_hot: 1,
      },
    ]);
    for (const game of demo) expect(game.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('refuses each of the 15 providers without credentials with 该游戏平台暂未开通, from the lobby and from its launch call', async () => {
    for (const { code } of PLATFORMS) {
      const { status, body } = await begin(`game_code=${code}_game`);
      expect([status, body], code).toEqual([200, refusal(apiMessages.platformNotOpen)]);
    }
    for (const call of CALLS) {
      for (const query of ['', 'game_code=pp_game', 'game_code=nothing_here']) {
        const { status, body } = await callProvider(call, query);
        expect([status, body], `${call.path}?${query}`).toEqual([200, refusal(apiMessages.platformNotOpen)]);
      }
    }
    expect(
      (
        await testApp.context.db
          .selectFrom('provider_launches')
          .select('provider')
          .where('provider', '!=', 'demo')
          .execute()
      ).length,
    ).toBe(0);
  });

  it('launches a provider the operator configured, from the lobby and from its launch call', async () => {
    const lobby = launchedWith((await begin('game_code=pp_game', openApp, openToken)).body.result.url);
    expect(lobby.rest).toBe('https://pp.example/go?lang=zh&game=pp_game');
    const direct = launchedWith(
      (await callProvider({ method: 'GET', path: apiPaths.launch.ppStart }, 'game_code=pp_game', openApp, openToken))
        .body.result.url,
    );
    expect(direct.rest).toBe('https://pp.example/go?lang=zh&game=pp_game');
    const hall = launchedWith(
      (await callProvider({ method: 'GET', path: apiPaths.launch.ppStart }, '', openApp, openToken)).body.result.url,
    );
    expect(hall.game).toBe('lobby');
    const stored = await openApp.context.db
      .selectFrom('provider_launches')
      .select(['provider', 'game_code'])
      .where(
        'token_hash',
        'in',
        [lobby, direct, hall].map((launch) => hashToken(launch.token)),
      )
      .orderBy('game_code')
      .execute();
    expect(stored).toEqual([
      { provider: 'pp', game_code: 'lobby' },
      { provider: 'pp', game_code: 'pp_game' },
      { provider: 'pp', game_code: 'pp_game' },
    ]);

    const agGame = await openApp.context.db
      .selectFrom('games')
      .select('id')
      .where('game_code', '=', 'ag_game')
      .executeTakeFirstOrThrow();
    expect(
      launchedWith(
        (
          await callProvider(
            { method: 'GET', path: apiPaths.launch.agForward },
            `game_id=${agGame.id}`,
            openApp,
            openToken,
          )
        ).body.result.url,
      ).rest,
    ).toBe('https://ag.example/launch?game=ag_game');
    expect(
      launchedWith(
        (await callProvider({ method: 'GET', path: apiPaths.launch.agForward }, 'game_id=0', openApp, openToken)).body
          .result.url,
      ).game,
    ).toBe('lobby');
    expect(
      launchedWith(
        (await callProvider({ method: 'GET', path: apiPaths.launch.agForwardWeb }, '', openApp, openToken)).body.result
          .url,
      ).game,
    ).toBe('lobby');
    // Demo is not among this app's providers: closed like any other.
    expect((await begin('game_code=demo_fruit_slot', openApp, openToken)).body).toEqual(
      refusal(apiMessages.platformNotOpen),
    );
  });

  it('refuses games of a configured provider that are unknown, elsewhere or unavailable, and a provider switched off', async () => {
    const pp = { method: 'GET' as const, path: apiPaths.launch.ppStart };
    expect((await callProvider(pp, 'game_code=no_such_game', openApp, openToken)).body).toEqual(
      refusal(apiMessages.gameUnknown),
    );
    expect((await callProvider(pp, 'game_code=jl_game', openApp, openToken)).body).toEqual(
      refusal(apiMessages.gameUnknown),
    );
    expect((await callProvider(pp, 'game_code=pp_closed', openApp, openToken)).body).toEqual(
      refusal(apiMessages.gameMaintenance),
    );
    const jlGame = await openApp.context.db
      .selectFrom('games')
      .select('id')
      .where('game_code', '=', 'jl_game')
      .executeTakeFirstOrThrow();
    expect(
      (
        await callProvider(
          { method: 'GET', path: apiPaths.launch.agForward },
          `game_id=${jlGame.id}`,
          openApp,
          openToken,
        )
      ).body,
    ).toEqual(refusal(apiMessages.gameUnknown));

    await openApp.context.db.updateTable('game_platforms').set({ status: 2 }).where('code', '=', 'pp').execute();
    expect((await begin('game_code=pp_game', openApp, openToken)).body).toEqual(refusal(apiMessages.platformNotOpen));
    expect((await callProvider(pp, 'game_code=pp_game', openApp, openToken)).body).toEqual(
      refusal(apiMessages.platformNotOpen),
    );
    await openApp.context.db.updateTable('game_platforms').set({ status: 1 }).where('code', '=', 'pp').execute();
  });

  it('refuses an unknown game and each unavailable status with its message', async () => {
    const cases: Array<[string, string]> = [
      ['game_code=no_such_game', apiMessages.gameUnknown],
      ['game_code=demo_fruit_slot&plat_type_id=3', apiMessages.gameUnknown],
      ['game_code=demo_maintenance', apiMessages.gameMaintenance],
      ['game_code=demo_coming', apiMessages.gameComingSoon],
      ['game_code=demo_stay_tuned', apiMessages.gameStayTuned],
      ['game_code=demo_odd_status', apiMessages.gameMaintenance],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await begin(query);
      expect([status, body], query).toEqual([200, refusal(message)]);
    }
    // An unavailable game says so even when its platform is closed too.
    await testApp.context.db.updateTable('game_platforms').set({ status: 0 }).where('id', '=', 16).execute();
    expect((await begin('game_code=demo_coming')).body).toEqual(refusal(apiMessages.gameComingSoon));
    expect((await begin('game_code=demo_fruit_slot')).body).toEqual(refusal(apiMessages.platformNotOpen));
    await testApp.context.db.updateTable('game_platforms').set({ status: 1 }).where('id', '=', 16).execute();
  });

  it('picks the platform by plat_type_id when two share a game code, else the one listed first', async () => {
    expect((await begin('game_code=shared_code')).body).toEqual(refusal(apiMessages.platformNotOpen));
    expect(launchedWith((await begin('game_code=shared_code&plat_type_id=16')).body.result.url).game).toBe(
      'shared_code',
    );
    expect((await begin('game_code=shared_code&plat_type_id=1')).body).toEqual(refusal(apiMessages.platformNotOpen));
    expect((await begin('game_code=shared_code&plat_type_id=')).body).toEqual(refusal(apiMessages.platformNotOpen));
  });

  it('answers the unchanged balance on the Kaiyuan refund (seamless wallet: nothing is held there)', async () => {
    await testApp.context.db
      .updateTable('accounts')
      .set({ balance: microUsdt(12_345_600) })
      .where('code', '=', `player:${playerId}`)
      .execute();
    const refund = () => testApp.call({ method: 'GET', url: apiPaths.launch.kyRefund, headers: bearer(token) });
    expect(envelopeSchema(balanceResultSchema).parse((await refund()).body)).toEqual({
      code: 200,
      result: { balance: '12.345600' },
    });
    expect((await refund()).body.result.balance).toBe('12.345600');
    const account = await testApp.context.db
      .selectFrom('accounts')
      .select('balance')
      .where('code', '=', `player:${playerId}`)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance)).toBe(12_345_600);
    await testApp.context.db
      .updateTable('accounts')
      .set({ balance: microUsdt(0) })
      .where('code', '=', `player:${playerId}`)
      .execute();
  });

  it('answers a visitor without a token with 401 on every launch call', async () => {
    const all = [
      ...CALLS,
      { method: 'GET' as const, path: apiPaths.lobby.begin },
      { method: 'GET' as const, path: apiPaths.launch.kyRefund },
    ];
    for (const call of all) {
      const response = await testApp.call({ method: call.method, url: `${call.path}?game_code=demo_fruit_slot` });
      expect([response.status, response.body], call.path).toEqual([
        401,
        { code: 401, message: apiMessages.unauthorized },
      ]);
    }
  });

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['game_code=demo%20fruit', apiMessages.badField],
      [`game_code=${'a'.repeat(10_000)}`, apiMessages.tooLong],
      ['', apiMessages.missingFields],
      ['game_code=', apiMessages.missingFields],
      // Not one text (repeated, bracketed): as good as missing.
      ['game_code=a&game_code=b', apiMessages.missingFields],
      ['game_code[x]=a', apiMessages.missingFields],
      ['game_code=demo_fruit_slot&plat_type_id=abc', apiMessages.badField],
      ['game_code=demo_fruit_slot&plat_type_id=-1', apiMessages.badField],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await begin(query);
      expect([status, body], query.slice(0, 40)).toEqual([200, refusal(message)]);
    }
    const bad = await callProvider(
      { method: 'GET', path: apiPaths.launch.agForward },
      'game_id=1.5',
      openApp,
      openToken,
    );
    expect(bad.body).toEqual(refusal(apiMessages.badField));
    const json = await openApp.call({
      method: 'POST',
      url: apiPaths.launch.imStart,
      payload: { game_code: { $ne: 1 } },
      headers: bearer(openToken),
    });
    expect([json.status, json.body]).toEqual([200, refusal(apiMessages.badField)]);
    const badCode = await openApp.call({
      method: 'GET',
      url: `${apiPaths.launch.ppStart}?game_code=${'x'.repeat(10_000)}`,
      headers: bearer(openToken),
    });
    expect(badCode.body).toEqual(refusal(apiMessages.tooLong));
    const spaced = await openApp.call({
      method: 'GET',
      url: `${apiPaths.launch.ppStart}?game_code=pp%20game`,
      headers: bearer(openToken),
    });
    expect([spaced.status, spaced.body]).toEqual([200, refusal(apiMessages.badField)]);
  });
});
