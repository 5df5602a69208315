/** Settings from the environment, with defaults for the embedded demo site. */
export interface Limit {
  max: number;
  timeWindowMs: number;
}

export interface AppConfig {
  /** SQLite file, ':memory:', or a postgres:// URL (DATABASE_URL). */
  databaseUrl: string;
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
  rateLimits: { captcha: Limit; register: Limit; login: Limit; operatorLogin: Limit };
  /** Failed logins allowed for one username within the window before it is locked. */
  loginFailures: Limit;
}

const MINUTE = 60_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    databaseUrl: env.DATABASE_URL ?? new URL('../data/site.db', import.meta.url).pathname,
    siteOrigin: env.SITE_ORIGIN ?? 'http://127.0.0.1:8080',
    inviteBotUrl: env.INVITE_BOT_URL ?? 'https://t.me/demo_site_bot?start=',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    captchaTestAnswers: env.CAPTCHA_TEST_ANSWERS === '1',
    sessionTtlMs: 7 * 24 * 60 * MINUTE,
    captchaTtlMs: 5 * MINUTE,
    bodyLimitBytes: 64 * 1024,
    rateLimits: {
      captcha: { max: 30, timeWindowMs: MINUTE },
      register: { max: 10, timeWindowMs: MINUTE },
      login: { max: 30, timeWindowMs: MINUTE },
      operatorLogin: { max: 10, timeWindowMs: MINUTE },
    },
    loginFailures: { max: 10, timeWindowMs: 15 * MINUTE },
  };
}
