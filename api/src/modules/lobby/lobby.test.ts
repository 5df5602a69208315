/** The lobby: game lists, hot list, providers and categories over the demo catalogue, and the seed that makes it. */
import {
  apiMessages,
  apiPaths,
  envelopeSchema,
  gameCategoryListSchema,
  gamePlatformListSchema,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { codes, lobbyReads, lobbyTestApp } from '../../test/lobby';
import { refusal } from '../../test/requests';

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
    testApp = await lobbyTestApp(database);
  });
  afterAll(() => testApp?.close());

  const { get, page } = lobbyReads(() => testApp);

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
    expect(slots.data[2]?.image).toMatch(/^\/api\/files\/[0-9a-f]{64}\.svg$/);

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
