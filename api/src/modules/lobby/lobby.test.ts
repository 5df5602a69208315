/** The lobby: game lists, hot list, search, providers and categories over the demo catalogue; the operator's game changes. */
import type { InjectOptions } from 'fastify';
import {
  apiMessages,
  apiPaths,
  envelopeSchema,
  gameCategoryListSchema,
  gamePageSchema,
  gamePlatformListSchema,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer } from '../../test/players';
import { formPost, generousLimits, operatorToken, playerToken, refusal } from '../../test/requests';

/** The demo catalogue: 70 games of providers 1-15 and the 2 demo slots, by category. */
const CATEGORY_COUNTS = [
  { id: 1, name: '棋牌', games: 11 },
  { id: 2, name: '彩票', games: 5 },
  { id: 3, name: '捕鱼', games: 8 },
  { id: 4, name: '电竞', games: 5 },
  { id: 5, name: '电子', games: 28 },
  { id: 6, name: '体育', games: 7 },
  { id: 7, name: '真人视讯', games: 8 },
];
const HOT_CODES = [
  'demo_fruit_slot',
  'demo_gem_slot',
  'pg_golden_dragon',
  'pg_golden_cat',
  'ag_baccarat_a',
  'ag_fish_king',
  'im_sports',
  'ky_landlord',
  'sb_football',
  'hlqp_texas',
  'lgd_speed_cars',
  'cq_fire_phoenix',
  'jl_royal_flush',
  'pp_thunder_temple',
  'bf_esports',
  'fg_golden_toad',
];

describe.each(TEST_DATABASES)('lobby on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    await seedDemoData(testApp.context);
  });
  afterAll(() => testApp.close());

  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await testApp.call({ method: 'GET', url, headers })).body;
  const page = async (url: string) => envelopeSchema(gamePageSchema).parse(await get(url)).result;
  const search = async (game_name: string) =>
    envelopeSchema(gamePageSchema).parse((await testApp.call(formPost(apiPaths.lobby.searchGames, { game_name }))).body)
      .result;
  const codes = (games: Array<{ game_code: string }>) => games.map((game) => game.game_code);

  it('lists the games of a category, paged, highest sort first, with the fields of spec §3 only', async () => {
    const slots = await page(`${apiPaths.lobby.games}?game_type_id=5&page=1&size=100`);
    expect(slots.total).toBe(28);
    expect(slots.data).toHaveLength(28);
    expect(codes(slots.data).slice(0, 7)).toEqual([
      'demo_fruit_slot',
      'demo_gem_slot',
      'pg_golden_dragon',
      'pg_golden_cat',
      'cq_fire_phoenix',
      'jl_royal_flush',
      'pp_thunder_temple',
    ]);
    expect(Object.keys(slots.data[0] ?? {}).sort()).toEqual([
      'game_code',
      'game_image',
      'game_name',
      'game_type_id',
      'id',
      'image',
      'open_type',
      'plat_type_id',
      'status',
    ]);
    expect(slots.data.every((game) => game.game_type_id === 5)).toBe(true);
    expect(slots.data[2]?.image).toMatch(/^data:image\/svg\+xml;base64,/);

    const second = await page(`${apiPaths.lobby.games}?game_type_id=5&page=2&size=10`);
    expect(second).toEqual({ total: 28, data: slots.data.slice(10, 20) });
    expect(await page(`${apiPaths.lobby.games}?game_type_id=5&page=4&size=10`)).toEqual({ total: 28, data: [] });
    // Defaults: page 1, size 30; blank fields count as missing.
    const all = await page(`${apiPaths.lobby.games}?game_type_id=&plat_type_id=`);
    expect(all.total).toBe(72);
    expect(all.data).toHaveLength(30);
  });

  it('filters by provider and by provider and category, and lists games of a provider that is switched off', async () => {
    const ag = await page(`${apiPaths.lobby.games}?plat_type_id=2`);
    expect(ag.total).toBe(8);
    expect(ag.data.every((game) => game.plat_type_id === 2)).toBe(true);
    const agFishing = await page(`${apiPaths.lobby.games}?plat_type_id=2&game_type_id=3`);
    expect(codes(agFishing.data)).toEqual(['ag_fish_king', 'ag_fish_dragon']);
    expect(agFishing.data[0]).toMatchObject({ game_name: '深海捕鱼王', open_type: 2, status: 1 });

    await testApp.context.db.updateTable('game_platforms').set({ status: 0 }).where('id', '=', 13).execute();
    expect((await page(`${apiPaths.lobby.games}?plat_type_id=13`)).total).toBe(5);
    await testApp.context.db.updateTable('game_platforms').set({ status: 1 }).where('id', '=', 13).execute();
    expect(await page(`${apiPaths.lobby.games}?plat_type_id=99`)).toEqual({ total: 0, data: [] });
  });

  it('shows unavailable games with their status and the open types of spec §4', async () => {
    const games = (await page(`${apiPaths.lobby.games}?size=100`)).data;
    const byStatus = (status: number) => codes(games.filter((game) => game.status === status)).sort();
    expect(byStatus(2)).toEqual(['fg_lucky_wheel', 'hlqp_texas', 'jdb_crazy_fishery']);
    expect(byStatus(3)).toEqual(['bf_gun_arena', 'mg_twin_stars', 'pg_lucky_koi']);
    expect(byStatus(4)).toEqual(['cmd_tennis', 'lgd_happy_dice', 'pp_wild_west']);
    expect(codes(games.filter((game) => game.open_type === 1)).sort()).toEqual([
      'ag_live_hall',
      'jdb_hall',
      'ky_hall',
      'mg_hall',
    ]);
    expect(codes(games.filter((game) => game.open_type === null)).sort()).toEqual([
      'bf_football',
      'cmd_sports',
      'im_sports',
      'sb_football',
      'sb_virtual',
    ]);
  });

  it('lists the hot games, 20 a page by default', async () => {
    const hot = await page(apiPaths.lobby.hotGames);
    expect(codes(hot.data)).toEqual(HOT_CODES);
    expect(hot.total).toBe(16);
    expect(await page(`${apiPaths.lobby.hotGames}?is_hot=1&size=5&page=2`)).toEqual({
      total: 16,
      data: hot.data.slice(5, 10),
    });
    // The hot list is the hot list, whatever is_hot says.
    expect(codes((await page(`${apiPaths.lobby.hotGames}?is_hot=0&size=20&page=1`)).data)).toEqual(HOT_CODES);
  });

  it('searches game names by substring, ignoring case, and finds nothing for an unknown name', async () => {
    expect(codes((await search('捕鱼')).data)).toEqual([
      'ag_fish_king',
      'ag_fish_dragon',
      'cq_fish_paradise',
      'jl_fish_party',
    ]);
    expect(codes((await search('ag真人')).data)).toEqual(['ag_live_hall']);
    expect(codes((await search('  Im体育 ')).data)).toEqual(['im_sports']);
    expect(await search('不存在的游戏')).toEqual({ total: 0, data: [] });
    // JSON bodies too.
    const json = await testApp.call({
      method: 'POST',
      url: apiPaths.lobby.searchGames,
      payload: { game_name: '金龙' },
    });
    expect(codes(json.body.result.data)).toEqual(['pg_golden_dragon']);
  });

  it('takes % _ and \\ in a search literally', async () => {
    for (const wildcard of ['%', '_', '\\', '%%', '_%', '\\%'])
      expect(await search(wildcard), wildcard).toEqual({ total: 0, data: [] });
    const now = testApp.context.now().toISOString();
    await testApp.context.db
      .insertInto('games')
      .values([
        {
          game_code: 'test_percent',
          game_name: '百分百%_赢',
          plat_type_id: 16,
          game_type_id: 5,
          open_type: 2,
          created_at: now,
        },
        {
          game_code: 'test_backslash',
          game_name: '斜杠\\游戏',
          plat_type_id: 16,
          game_type_id: 5,
          open_type: 2,
          created_at: now,
        },
        {
          game_code: 'test_plain',
          game_name: '百分百X赢',
          plat_type_id: 16,
          game_type_id: 5,
          open_type: 2,
          created_at: now,
        },
      ])
      .execute();
    expect(codes((await search('%')).data)).toEqual(['test_percent']);
    expect(codes((await search('百分百_')).data)).toEqual([]);
    expect(codes((await search('百分百%')).data)).toEqual(['test_percent']);
    expect(codes((await search('%_赢')).data)).toEqual(['test_percent']);
    expect(codes((await search('\\')).data)).toEqual(['test_backslash']);
    expect(codes((await search('百分百')).data)).toEqual(['test_percent', 'test_plain']);
    await testApp.context.db.deleteFrom('games').where('game_code', 'like', 'test_%').execute();
  });

  it('refuses an empty or over-long search', async () => {
    for (const game_name of ['', '   '])
      expect((await testApp.call(formPost(apiPaths.lobby.searchGames, { game_name }))).body).toEqual(
        refusal(apiMessages.missingFields),
      );
    expect((await testApp.call({ method: 'POST', url: apiPaths.lobby.searchGames, payload: {} })).body).toEqual(
      refusal(apiMessages.missingFields),
    );
    expect((await testApp.call(formPost(apiPaths.lobby.searchGames, { game_name: '游'.repeat(33) }))).body).toEqual(
      refusal(apiMessages.tooLong),
    );
  });

  it('lists the 15 providers and the demo provider by sort', async () => {
    const platforms = envelopeSchema(gamePlatformListSchema).parse(await get(apiPaths.lobby.platforms)).result;
    expect(platforms.map((platform) => platform.id)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    expect(platforms[0]).toEqual({ id: 1, code: 'pg', name: 'PG电子', status: 1 });
    expect(platforms[1]).toEqual({ id: 2, code: 'ag', name: 'AG真人', status: 1 });
  });

  it('lists the categories that have games, of all providers or of one', async () => {
    const categories = async (query: string) =>
      envelopeSchema(gameCategoryListSchema).parse(await get(`${apiPaths.lobby.categories}${query}`)).result;
    expect(await categories('?game_plat_type=0')).toEqual(CATEGORY_COUNTS);
    expect(await categories('')).toEqual(CATEGORY_COUNTS);
    expect(await categories('?game_plat_type=2')).toEqual([
      { id: 3, name: '捕鱼', games: 2 },
      { id: 7, name: '真人视讯', games: 6 },
    ]);
    expect(await categories('?game_plat_type=16')).toEqual([{ id: 5, name: '电子', games: 2 }]);
    expect(await categories('?game_plat_type=999')).toEqual([]);
  });

  it.each([
    `${apiPaths.lobby.games}?page=0`,
    `${apiPaths.lobby.games}?size=101`,
    `${apiPaths.lobby.games}?game_type_id=abc`,
    `${apiPaths.lobby.games}?plat_type_id=-1`,
    `${apiPaths.lobby.games}?page=1.5`,
    `${apiPaths.lobby.hotGames}?size=0`,
    `${apiPaths.lobby.hotGames}?is_hot=x`,
    `${apiPaths.lobby.categories}?game_plat_type=abc`,
    `${apiPaths.lobby.categories}?game_plat_type=-1`,
  ])('refuses %s with a Chinese message', async (url) => {
    expect(await testApp.call({ method: 'GET', url })).toEqual({ status: 200, body: refusal(apiMessages.badField) });
  });

  describe('operator catalogue', () => {
    let operator = '';
    const asOperator = (options: InjectOptions) =>
      testApp.call({ ...options, headers: { ...(options.headers as object), ...bearer(operator) } });
    const gameId = async (code: string) =>
      (
        await testApp.context.db
          .selectFrom('games')
          .select('id')
          .where('game_code', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    beforeAll(async () => {
      operator = await operatorToken(testApp);
    });

    it('lists games with the operator columns, paged and filtered', async () => {
      const { body } = await asOperator({
        method: 'GET',
        url: `${apiPaths.admin.games}?plat_type_id=1&game_type_id=5&size=3&page=1`,
      });
      expect(body.code).toBe(200);
      expect(body.result.total).toBe(7);
      expect(body.result.data.map((game: { game_code: string }) => game.game_code)).toEqual([
        'pg_golden_dragon',
        'pg_golden_cat',
        'pg_lantern_night',
      ]);
      expect(body.result.data[0]).toMatchObject({ is_hot: 1, sort: 5, status: 1 });
      expect(typeof body.result.data[0].created_at).toBe('string');
    });

    const put = (id: number | string, fields: Record<string, string>) => ({
      ...formPost(`${apiPaths.admin.games}/${id}`, fields),
      method: 'PUT' as const,
    });
    const latestAudit = async () =>
      (await asOperator({ method: 'GET', url: `${apiPaths.admin.audit}?limit=1` })).body.result[0];

    it('changes a game and audits the change with before and after', async () => {
      const id = await gameId('pg_lantern_night');
      const picture = 'https://cdn.example.com/lantern.png';
      const changed = await asOperator(
        put(id, { status: '2', is_hot: '1', sort: '50', image: picture, game_image: '/img/lantern.png' }),
      );
      expect(changed.body).toMatchObject({
        code: 200,
        result: {
          id,
          game_code: 'pg_lantern_night',
          status: 2,
          is_hot: 1,
          sort: 50,
          image: picture,
          game_image: '/img/lantern.png',
        },
      });
      const audit = await latestAudit();
      expect(audit).toMatchObject({
        action: 'update',
        entity: 'games',
        entity_id: String(id),
        before: { status: 1, is_hot: 0, sort: 0 },
        after: { status: 2, is_hot: 1, sort: 50, image: picture },
      });
      expect(audit.before.image).toMatch(/^data:image\/svg\+xml;base64,/);

      // Players see it at once: first in the hot list after the demo games, with its status.
      const hot = await page(apiPaths.lobby.hotGames);
      expect(hot.data[0]).toMatchObject({ game_code: 'pg_lantern_night', status: 2, image: picture });

      // Only the fields sent change (JSON too); a call that changes nothing writes no audit entry.
      const back = await asOperator({
        method: 'PUT',
        url: `${apiPaths.admin.games}/${id}`,
        payload: { status: 1, is_hot: 0, sort: 0 },
      });
      expect(back.body.result).toMatchObject({ status: 1, is_hot: 0, sort: 0, image: picture });
      const auditId = (await latestAudit()).id;
      expect((await asOperator(put(id, { status: '1' }))).body.result).toMatchObject({ status: 1 });
      expect((await asOperator(put(id, {}))).body.code).toBe(200);
      expect((await latestAudit()).id).toBe(auditId);
    });

    it('refuses an unknown game and bad values with Chinese messages', async () => {
      const id = await gameId('pg_jade_garden');
      expect((await asOperator(put(999_999, { status: '2' }))).body).toEqual(refusal(apiMessages.gameUnknown, 404));
      const badValues: Array<Record<string, string>> = [
        { status: '5' },
        { status: '0' },
        { is_hot: '2' },
        { sort: 'abc' },
        { sort: '100001' },
        { image: 'javascript:alert(1)' },
        { game_image: 'ftp://x' },
      ];
      for (const fields of badValues) {
        expect((await asOperator(put(id, fields))).body, JSON.stringify(fields)).toEqual(refusal(apiMessages.badField));
      }
      expect((await asOperator(put('abc', { status: '2' }))).body).toEqual(refusal(apiMessages.badField));
      expect(
        (
          await testApp.context.db
            .selectFrom('games')
            .select(['status', 'image'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe(1);
    });

    it('refuses players with 403 and visitors with 401', async () => {
      const player = await playerToken(
        testApp,
        (await testApp.context.db.selectFrom('players').select('id').executeTakeFirstOrThrow()).id,
      );
      const id = await gameId('pg_jade_garden');
      for (const request of [{ method: 'GET' as const, url: apiPaths.admin.games }, put(id, { status: '2' })]) {
        const asPlayer = await testApp.call({
          ...request,
          headers: { ...(request as { headers?: object }).headers, ...bearer(player) },
        });
        expect(asPlayer).toEqual({ status: 403, body: { code: 403, message: apiMessages.forbidden } });
        expect((await testApp.call(request)).status).toBe(401);
      }
      expect(
        (await testApp.context.db.selectFrom('games').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status,
      ).toBe(1);
    });
  });
});

describe.each(TEST_DATABASES)('demo catalogue seed on %s', (database) => {
  it('seeds the catalogue once, and not into a catalogue that has games of providers 1-15', async () => {
    const fresh = await createTestApp(database);
    const count = async (app: TestApp) =>
      Number(
        (
          await app.context.db
            .selectFrom('games')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      await seedDemoData(fresh.context);
      await seedDemoData(fresh.context);
      expect(await count(fresh)).toBe(72);
      const ids = await fresh.context.db.selectFrom('games').select(['plat_type_id', 'image']).execute();
      expect(new Set(ids.map((game) => game.plat_type_id)).size).toBe(16);
      // The catalogue's covers are small (the two demo slots have richer drawings).
      for (const game of ids.filter((row) => row.plat_type_id !== 16)) expect(game.image.length).toBeLessThan(1_500);
    } finally {
      await fresh.close();
    }
    const kept = await createTestApp(database);
    try {
      await kept.context.db
        .insertInto('games')
        .values({
          game_code: 'own_game',
          game_name: '自有游戏',
          plat_type_id: 3,
          game_type_id: 6,
          open_type: 2,
          created_at: kept.context.now().toISOString(),
        })
        .execute();
      await seedDemoData(kept.context);
      expect(await count(kept)).toBe(1);
    } finally {
      await kept.close();
    }
  });
});
