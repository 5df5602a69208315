/** What every use case gets: the database, the settings, the clock and the attempt counters. */
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { MemoryAttemptCounter, type AttemptCounter } from './attempt-counter';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { Dialect } from './db/dialect';
import { RedisAttemptCounter } from './redis';

export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: AppConfig;
  /** The clock; tests move it to expire tokens and captchas. */
  now(): Date;
  /** Login attempts per username: in Redis when there is one (shared by every API process). */
  loginFailures: AttemptCounter;
  /** The Redis client (REDIS_URL), also the rate limits' store; its owner closes it. */
  redis: Redis | undefined;
}

export function createContext(
  db: Kysely<Database>,
  dialect: Dialect,
  config: AppConfig,
  now: () => Date = () => new Date(),
  redis?: Redis,
): AppContext {
  const loginFailures = redis
    ? new RedisAttemptCounter(redis, `${config.redisPrefix}login-lock:`, config.loginFailures)
    : new MemoryAttemptCounter(config.loginFailures);
  return { db, dialect, config, now, loginFailures, redis };
}
