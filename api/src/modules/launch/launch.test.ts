/** Game launch: the lobby's begin call for the demo provider, its one-time tokens and the games it can and cannot start. */
import { apiMessages, envelopeSchema, launchResultSchema } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { beginLaunch, demoLaunchApp, launchedWith, TTL_MS } from '../../test/launch';
import { refusal } from '../../test/requests';
import { hashToken } from '../auth/tokens';

describe.each(TEST_DATABASES)('game launch on %s', (database) => {
  let testApp: TestApp;
  let playerId: number;
  let token: string;

  beforeAll(async () => {
    ({ app: testApp, id: playerId, token } = await demoLaunchApp(database));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const begin = (query: string, app = testApp, as = token) => beginLaunch(app, as, query);

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
    // Their pictures are files among the uploads, as an operator's would be.
    for (const game of demo) expect(game.image).toMatch(/^\/api\/files\/[0-9a-f]{64}\.svg$/);
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
});
