/**
 * Redis for what several API processes must count together (REDIS_URL): the login lock here, the
 * per-address rate limits through @fastify/rate-limit's Redis store (app.ts).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AttemptCounter } from './attempt-counter';
import type { Limit } from './config';

/**
 * Connects before the API starts (a wrong REDIS_URL stops the start, not the first login). Then
 * every command fails fast while Redis is away instead of queueing: callers answer at once
 * (rate limits let the request through, the login lock refuses it) while the client reconnects.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // Without a listener ioredis prints every failed reconnection; the callers report what matters.
  redis.on('error', () => {});
  await redis.connect();
  return redis;
}

// The attempts of a key are a sorted set scored by time: drop those out of the window, refuse at
// max, else add this one, in one script so no other process runs between the count and the add.
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

// One attempt taken at the given time leaves the set (any one: attempts of one millisecond are alike).
const RELEASE = `
local taken = redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], ARGV[1], 'LIMIT', 0, 1)
if taken[1] then redis.call('ZREM', KEYS[1], taken[1]) end
return 1
`;

/**
 * The attempt counter shared by every process on one Redis. The times are the API's clock, not
 * Redis's, so the window means the same as in memory (and tests can move the clock).
 */
export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limit: Limit,
  ) {}

  async take(key: string, nowMs: number): Promise<{ allowed: boolean }> {
    const member = `${nowMs}:${randomBytes(6).toString('hex')}`;
    const { timeWindowMs, max } = this.limit;
    const taken = await this.redis.eval(TAKE, 1, this.prefix + key, nowMs, timeWindowMs, max, member);
    return { allowed: taken === 1 };
  }

  async isBlocked(key: string, nowMs: number): Promise<boolean> {
    const recent = await this.redis.zcount(this.prefix + key, `(${nowMs - this.limit.timeWindowMs}`, '+inf');
    return recent >= this.limit.max;
  }

  async release(key: string, takenAtMs: number): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + key, takenAtMs);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
