/** Rate-limit groups: the routes of a group share one count per address, and two groups never share one, in memory or in Redis (TEST_REDIS_URL). */
import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../context';
import { connectRedis } from '../redis';
import { registerRoutes } from './register-routes';
import { defineRoute } from './route';

const redisUrl = process.env.TEST_REDIS_URL;
const LIMIT = { max: 2, timeWindowMs: 60_000 };

const route = (path: string, group: string) =>
  defineRoute({
    method: 'GET',
    path,
    summary: path,
    tag: 'test',
    audience: 'public',
    result: z.string(),
    rateLimit: { ...LIMIT, group },
    handle: async () => 'ok',
  });

describe.each([false, ...(redisUrl ? [true] : [])])('rate-limit groups (Redis: %s)', (withRedis) => {
  it('counts a group across its routes, and each group apart', async () => {
    const redis: Redis | undefined = withRedis ? await connectRedis(redisUrl as string) : undefined;
    const nameSpace = `test:${randomBytes(6).toString('hex')}:`;
    const app = Fastify();
    await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace } : {}) });
    const routes = [route('/a1', 'a'), route('/a2', 'a'), route('/b', 'b')];
    registerRoutes(app, {} as AppContext, routes, () => Promise.reject(new Error('public routes only')));
    try {
      const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
      expect([await status('/a1'), await status('/a2'), await status('/a1')]).toEqual([200, 200, 429]);
      expect([await status('/b'), await status('/b'), await status('/b')]).toEqual([200, 200, 429]);
    } finally {
      await app.close();
      if (redis) {
        const keys = await redis.keys(`${nameSpace}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
    }
  });
});
