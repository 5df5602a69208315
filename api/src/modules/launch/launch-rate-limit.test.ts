/** The game-launch limit is one count per address over all the launch routes; in memory on every test database, and in Redis (TEST_REDIS_URL). */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { apiPaths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { connectRedis } from '../../redis';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, newUsername } from '../../test/players';
import { playerToken } from '../../test/requests';
import { registerPlayerDirectly } from '../auth/service';

const TOO_MANY = { code: 429, message: '操作过于频繁，请稍后再试' };
const redisUrl = process.env.TEST_REDIS_URL;
const stores = [
  ...TEST_DATABASES.map((database) => ({ database, redis: false })),
  ...(redisUrl ? [{ database: TEST_DATABASES[0], redis: true }] : []),
];

describe.each(stores)('the game-launch limit on $database (Redis: $redis)', ({ database, redis: withRedis }) => {
  it('counts launches spread over several launch routes together, per address', async () => {
    const redis: Redis | undefined = withRedis ? await connectRedis(redisUrl as string) : undefined;
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const config = loadConfig({});
    const testApp: TestApp = await createTestApp(
      database,
      { redisPrefix: prefix, rateLimits: { ...config.rateLimits, gameLaunch: { max: 4, timeWindowMs: 60_000 } } },
      redis,
    );
    try {
      const player = await registerPlayerDirectly(testApp.context, newUsername(), 'secret123', null);
      const token = await playerToken(testApp, player.id);
      const launch = (url: string, remoteAddress = '10.9.0.1') =>
        testApp.call({ method: 'GET', url, headers: bearer(token), remoteAddress });
      const routes = [
        `${apiPaths.lobby.begin}?game_code=nosuchgame`,
        `${apiPaths.launch.ppStart}?game_code=nosuchgame`,
        `${apiPaths.launch.cqLogin}`,
      ];
      // Four calls over three routes: each route alone stays well within its share.
      for (const url of [...routes, routes[1] as string]) expect((await launch(url)).body.code).not.toBe(429);
      for (const url of routes) expect((await launch(url)).body).toEqual(TOO_MANY);
      // Another address still launches.
      expect((await launch(routes[0] as string, '10.9.0.2')).body.code).not.toBe(429);
    } finally {
      await testApp.close();
      if (redis) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    }
  });
});
