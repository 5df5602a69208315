/** The Redis attempt counter keeps the memory counter's contract (TEST_REDIS_URL; skipped without it). */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';
import { connectRedis, RedisAttemptCounter } from './redis';
import { attemptCounterContract } from './test/attempt-counter-contract';

const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)('RedisAttemptCounter', () => {
  let redis: Redis;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    redis = await connectRedis(url as string);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  attemptCounterContract((limit) => new RedisAttemptCounter(redis, prefix, limit));
});
