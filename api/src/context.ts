/** What every use case gets: the database, the settings, the clock and in-process counters. */
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { Dialect } from './db/dialect';
import { FailureCounter } from './failure-counter';

export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: AppConfig;
  /** The clock; tests move it to expire tokens and captchas. */
  now(): Date;
  loginFailures: FailureCounter;
}

export function createContext(
  db: Kysely<Database>,
  dialect: Dialect,
  config: AppConfig,
  now: () => Date = () => new Date(),
): AppContext {
  return { db, dialect, config, now, loginFailures: new FailureCounter(config.loginFailures) };
}
