/** Settings from the environment, with defaults for the embedded demo site. */
export interface Limit {
  max: number;
  timeWindowMs: number;
}

/** What the operator configures for one game provider. */
export interface ProviderCredentials {
  /** Shared secret of the seamless-wallet signatures (HMAC-SHA256). */
  secret: string;
  /** Where the provider's games are launched: its launch URL gets the one-time token appended. */
  launchUrl: string;
}

export interface AppConfig {
  /** SQLite file, ':memory:', or a postgres:// URL (DATABASE_URL). */
  databaseUrl: string;
  /** DATABASE_SCHEMA: the PostgreSQL schema to use (created if missing); the default search path when unset. */
  databaseSchema: string | undefined;
  /** SQLITE_SYNCHRONOUS: FULL (default) or NORMAL; see openDatabase. */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** Origin of the site, for the web invite link. */
  siteOrigin: string;
  /** Chat-bot deep link the invite code is appended to. */
  inviteBotUrl: string;
  /** Origins allowed to call the API from a browser (the site itself needs none: same origin). */
  corsOrigins: string[];
  /** Test-only: the captcha call also answers with the captcha text. Off unless CAPTCHA_TEST_ANSWERS=1. */
  captchaTestAnswers: boolean;
  sessionTtlMs: number;
  captchaTtlMs: number;
  bodyLimitBytes: number;
  /**
   * Per-IP limits. inviteVisit: a visitor checks a code once per page load, so 30 a minute serves a
   * household behind one address and makes guessing codes slow. gameLaunch: every launch call
   * writes a one-time launch row; 30 a minute is a new game every 2 seconds.
   */
  rateLimits: {
    captcha: Limit;
    register: Limit;
    login: Limit;
    operatorLogin: Limit;
    inviteVisit: Limit;
    gameLaunch: Limit;
  };
  /** Login attempts allowed for one username within the window (a success starts it again). */
  loginFailures: Limit;
  /** REDIS_URL: counters shared by several API processes (rate limits, login lock); in memory when unset. */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: the start of every key this site writes to Redis ('site:'). */
  redisPrefix: string;
  /** Providers with credentials, by code (`demo`, `pg`…); a provider missing here is not open. */
  providers: Record<string, ProviderCredentials>;
  /** A launch token is exchanged within this time, once. */
  launchTokenTtlMs: number;
  /** A game session takes bets this long after launch; wins and rollbacks come any time. */
  gameSessionTtlMs: number;
  /** CLEANUP_INTERVAL_SECONDS (600): how often the clean-up job runs in the API process; 0 turns the timer off. */
  cleanupIntervalMs: number;
}

/**
 * PROVIDER_<CODE>_SECRET and PROVIDER_<CODE>_LAUNCH_URL for each provider the operator opened.
 * The demo provider ships with the platform and is open by default on 127.0.0.1:3300.
 */
function providersFrom(env: NodeJS.ProcessEnv): Record<string, ProviderCredentials> {
  const providers: Record<string, ProviderCredentials> = {
    demo: {
      secret: env.PROVIDER_DEMO_SECRET ?? 'demo-provider-secret-for-the-embedded-site',
      launchUrl: env.PROVIDER_DEMO_LAUNCH_URL ?? `http://127.0.0.1:${env.DEMO_PROVIDER_PORT ?? 3300}/play`,
    },
  };
  for (const [key, secret] of Object.entries(env)) {
    const code = /^PROVIDER_([A-Z0-9]+)_SECRET$/.exec(key)?.[1]?.toLowerCase();
    const launchUrl = code ? env[`PROVIDER_${code.toUpperCase()}_LAUNCH_URL`] : undefined;
    if (code && code !== 'demo' && secret && launchUrl) providers[code] = { secret, launchUrl };
  }
  return providers;
}

const MINUTE = 60_000;

/** A whole number of seconds from the environment (0 up to a day), or the default when unset or not one. */
function secondsSetting(text: string | undefined, fallback: number): number {
  const value = Number(text ?? fallback);
  return Number.isInteger(value) && value >= 0 && value <= 86_400 ? value : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // RATE_LIMIT_SCALE multiplies the per-address limits: for a site behind one shared address, or
  // a browser test suite whose players all come from 127.0.0.1.
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  const rateLimitScale = Number.isInteger(scale) && scale >= 1 && scale <= 1000 ? scale : 1;
  return {
    databaseUrl: env.DATABASE_URL ?? new URL('../data/site.db', import.meta.url).pathname,
    databaseSchema:
      env.DATABASE_SCHEMA && /^[a-z_][a-z0-9_]{0,62}$/.test(env.DATABASE_SCHEMA) ? env.DATABASE_SCHEMA : undefined,
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
    siteOrigin: env.SITE_ORIGIN ?? 'http://127.0.0.1:8080',
    inviteBotUrl: env.INVITE_BOT_URL ?? 'https://t.me/demo_site_bot?start=',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    captchaTestAnswers: env.CAPTCHA_TEST_ANSWERS === '1',
    sessionTtlMs: 7 * 24 * 60 * MINUTE,
    captchaTtlMs: 5 * MINUTE,
    bodyLimitBytes: 64 * 1024,
    rateLimits: {
      captcha: { max: 30 * rateLimitScale, timeWindowMs: MINUTE },
      register: { max: 10 * rateLimitScale, timeWindowMs: MINUTE },
      login: { max: 30 * rateLimitScale, timeWindowMs: MINUTE },
      operatorLogin: { max: 10 * rateLimitScale, timeWindowMs: MINUTE },
      inviteVisit: { max: 30 * rateLimitScale, timeWindowMs: MINUTE },
      gameLaunch: { max: 30 * rateLimitScale, timeWindowMs: MINUTE },
    },
    loginFailures: { max: 10, timeWindowMs: 15 * MINUTE },
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'site:',
    providers: providersFrom(env),
    launchTokenTtlMs: 2 * MINUTE,
    gameSessionTtlMs: 4 * 60 * MINUTE,
    cleanupIntervalMs: secondsSetting(env.CLEANUP_INTERVAL_SECONDS, 600) * 1000,
  };
}
