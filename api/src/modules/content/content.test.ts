/** Public site content: config items, bulletins, banners and the home counters. */
import {
  apiPaths,
  bannerListResultSchema,
  bulletinListResultSchema,
  CONFIG_IDS,
  configListResultSchema,
  envelopeSchema,
  homeCountResultSchema,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT_TREE } from '../../seed/agents';
import { seedDemoData } from '../../seed/seed';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/players';
import { generousLimits, playerToken } from '../../test/requests';

describe.each(TEST_DATABASES)('site content on %s', (database) => {
  describe('on an empty site', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(database);
    });
    afterAll(() => testApp.close());

    it.each([apiPaths.config, apiPaths.bulletin, apiPaths.banner])('answers %s with an empty list', async (url) => {
      expect(await testApp.call({ method: 'GET', url })).toEqual({ status: 200, body: { code: 200, result: [] } });
    });

    it('counts no players and nobody online', async () => {
      expect((await testApp.call({ method: 'GET', url: apiPaths.homeCount })).body).toEqual({
        code: 200,
        result: { players: 0, online: 0 },
      });
    });
  });

  describe('with the demo content', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(database, generousLimits());
      await seedDemoData(testApp.context);
    });
    afterAll(() => testApp.close());

    const get = async (url: string, headers: Record<string, string> = {}) =>
      (await testApp.call({ method: 'GET', url, headers })).body;

    it('lists the config items by id, in the contract shape', async () => {
      const items = envelopeSchema(configListResultSchema).parse(await get(apiPaths.config)).result;
      expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 7, 8, 9]);
      expect(items.find((item) => item.id === 7)?.content).toBe('https://example.com/support');
      expect(items.find((item) => item.id === 2)?.content).toContain('邀请好友赚佣金');
      // 关于我们: the site, responsible gaming (18+), customer service.
      expect(items.find((item) => item.id === CONFIG_IDS.about)?.content).toMatch(/^<h3>关于我们<\/h3>.*18周岁.*客服/);
      // Operator-only fields stay out of the public list.
      expect(Object.keys(items[0] ?? {}).sort()).toEqual(['content', 'id']);
    });

    it('lists the bulletins with their HTML, highest sort first', async () => {
      const bulletins = envelopeSchema(bulletinListResultSchema).parse(await get(apiPaths.bulletin)).result;
      expect(bulletins.map((bulletin) => bulletin.title)).toEqual(['平台公告', '维护通知']);
      expect(bulletins[0]?.content).toContain('<b>USDT-TRC20</b>');
    });

    it('lists the banners as picture files with their activity types, highest sort first', async () => {
      const banners = envelopeSchema(bannerListResultSchema).parse(await get(apiPaths.banner)).result;
      expect(banners.map((banner) => banner.activity_type)).toEqual([1, 10, 13]);
      for (const banner of banners) {
        // A file served for good, not a data URL inside the list: the list stays small.
        expect(banner.cover_images).toMatch(/^\/api\/files\/[0-9a-f]{64}\.svg$/);
        const picture = await testApp.app.inject({ method: 'GET', url: banner.cover_images });
        expect(picture.statusCode).toBe(200);
        expect(picture.headers['content-type']).toBe('image/svg+xml');
        expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(picture.headers['content-security-policy']).toBe("default-src 'none'");
        expect(picture.body).toContain('<svg');
      }
    });

    it('serves content to visitors and ignores a token or query fields', async () => {
      const plain = await get(apiPaths.bulletin);
      expect(await get(`${apiPaths.bulletin}?id=1&sort=asc`, bearer('garbage'))).toEqual(plain);
      expect(await get(apiPaths.config, bearer('garbage'))).toEqual(await get(apiPaths.config));
    });

    it('does not seed twice', async () => {
      await seedDemoData(testApp.context);
      expect((await get(apiPaths.config)).result).toHaveLength(8);
      expect((await get(apiPaths.banner)).result).toHaveLength(3);
    });

    it('counts registered players and those with a session used in the last 15 minutes', async () => {
      const count = async () => envelopeSchema(homeCountResultSchema).parse(await get(apiPaths.homeCount)).result;
      // The demo player and the invite tree below them exist but have never logged in.
      const seeded = 1 + DEMO_AGENT_TREE.length;
      expect(await count()).toEqual({ players: seeded, online: 0 });
      const first = await registerAndLogin(testApp);
      const second = await registerAndLogin(testApp);
      // A second session of one player still counts one player.
      await playerToken(testApp, first.id);
      expect(await count()).toEqual({ players: seeded + 2, online: 2 });

      // Registering opened a session too: the second player is offline once both are closed.
      await testApp.call({ method: 'POST', url: apiPaths.logout, headers: bearer(second.token) });
      expect(await count()).toEqual({ players: seeded + 2, online: 2 });
      await testApp.call({ method: 'POST', url: apiPaths.logout, headers: bearer(second.registerToken) });
      expect(await count()).toEqual({ players: seeded + 2, online: 1 });

      testApp.advanceTime(16 * 60_000);
      expect(await count()).toEqual({ players: seeded + 2, online: 0 });
    });

    it('counts a player online again once they use their session', async () => {
      const player = await registerAndLogin(testApp);
      const online = async () =>
        envelopeSchema(homeCountResultSchema).parse(await get(apiPaths.homeCount)).result.online;
      testApp.advanceTime(20 * 60_000);
      expect(await online()).toBe(0);
      // The site refreshes user info every 30 seconds while a player is on it.
      expect(
        (await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(player.token) })).status,
      ).toBe(200);
      expect(await online()).toBe(1);
    });
  });
});
