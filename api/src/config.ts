/** Settings from the environment, with defaults for the embedded demo site. */
import type { MicroUsdt } from 'shared-contracts';
import {
  adjustmentThresholdOf,
  hotWalletSettings,
  orderMinutes,
  rechargeMaxOf,
  tronSettings,
  type HotWalletSettings,
  type TronSettings,
} from './config-money';
import { operatorKeyOf } from './operator-key';
import { providersFrom, type ProviderCredentials } from './config-providers';
import { trustedProxiesOf } from './source-addresses';
import { siteModeOf, type SiteMode } from './site-mode';

export type { HotWalletSettings, TronSettings } from './config-money';
export { siteModeOf, type SiteMode } from './site-mode';
export { DEFAULT_MAX_WIN_MULTIPLE, openProvider, type ProviderCredentials } from './config-providers';

export interface Limit {
  max: number;
  timeWindowMs: number;
}

export interface AppConfig {
  /** SITE_MODE / NODE_ENV: production when either says so; see siteModeOf. */
  mode: SiteMode;
  /** Settings that cannot be read (a bad SITE_MODE, CIDR or multiple): the API refuses to start in any mode. */
  settingErrors: string[];
  /** SEED_DEMO: demo data into an empty database; on by default in demo mode, refused in production. */
  seedDemo: boolean;
  /** SQLite file, ':memory:', or a postgres:// URL (DATABASE_URL). */
  databaseUrl: string;
  /** DATABASE_SCHEMA: the PostgreSQL schema to use (created if missing); the default search path when unset. */
  databaseSchema: string | undefined;
  /** SQLITE_SYNCHRONOUS: FULL (default) or NORMAL; see openDatabase. */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /**
   * WALLET_CALL_FUNCTION (on): on PostgreSQL a provider's bet or win runs in the database function
   * `wallet_call` (migration 020), one round trip instead of about a dozen; `off` runs every call
   * through the TypeScript path, which is the rule the function mirrors.
   */
  walletCallFunction: boolean;
  /** Origin of the site, for the web invite link. */
  siteOrigin: string;
  /** Chat-bot deep link the invite code is appended to. */
  inviteBotUrl: string;
  /** Origins allowed to call the API from a browser (the site itself needs none: same origin). */
  corsOrigins: string[];
  /**
   * TRUSTED_PROXIES (none): CIDRs of the proxies whose X-Forwarded-For names the client (the site
   * server on 127.0.0.1 under `pnpm start`); with none, a request's address is its socket's.
   */
  trustedProxies: string[];
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
  /** Providers named by some PROVIDER_<CODE>_* setting but not opened (no secret or no launch URL). */
  incompleteProviders: string[];
  /** A launch token is exchanged within this time, once. */
  launchTokenTtlMs: number;
  /** A game session takes bets this long after launch; wins and rollbacks come any time. */
  gameSessionTtlMs: number;
  /** CLEANUP_INTERVAL_SECONDS (600): how often the clean-up job runs in the API process; 0 turns the timer off. */
  cleanupIntervalMs: number;
  /** RECHARGE_MAX_USDT (1,000,000): the USDT-TRC20 channel's upper limit, in micro-USDT. */
  rechargeMaxAmount: MicroUsdt;
  /** RECHARGE_ORDER_MINUTES (30): how long a recharge order waits for its payment (1 to 1440). */
  rechargeOrderMinutes: number;
  /** TRON_XPUB: an account xpub (m/44'/195'/0'); set, each player gets an own deposit address instead of the pool. */
  tronXpub: string | undefined;
  /** DEPOSIT_EXPIRY_INTERVAL_SECONDS (60): how often open recharge orders past their window are closed; 0 turns the timer off. */
  depositExpiryIntervalMs: number;
  /** The TronGrid-compatible API the chain watcher reads (see tronSettings). */
  tron: TronSettings;
  /** The hot wallet that pays withdrawals itself (opt-in). */
  hotWallet: HotWalletSettings;
  /** COMMISSION_INTERVAL_MS (300000): how often the commission settlement job looks for ended days; 0 turns the timer off. */
  commissionIntervalMs: number;
  /** COMMISSION_ESTIMATE_INTERVAL_MS (300000): how often today's commission estimates are recomputed; 0 turns the timer off. */
  commissionEstimateIntervalMs: number;
  /** REBATE_INTERVAL_MS (300000): how often the rebate settlement job looks for ended days; 0 turns the timer off. */
  rebateIntervalMs: number;
  /**
   * UPLOADS_DIR (api/data/uploads): where the console's uploaded pictures are stored and served from
   * (/api/files). With several API processes it must be storage they all share.
   */
  uploadsDir: string;
  /** ADJUSTMENT_APPROVAL_USDT (100): balance adjustments above this size wait for a second operator. */
  adjustmentApprovalThreshold: MicroUsdt;
  /** OPERATOR_SECRET_KEY (32 bytes): seals operators' two-factor secrets; demo mode keeps one beside the database. */
  operatorSecretKey: Buffer | undefined;
}

const MINUTE = 60_000;

/** A whole number of seconds from the environment (0 up to a day), or the default when unset or not one. */
function secondsSetting(text: string | undefined, fallback: number): number {
  const value = Number(text ?? fallback);
  return Number.isInteger(value) && value >= 0 && value <= 86_400 ? value : fallback;
}

/** Whole milliseconds from 0 (timer off) to a day, or the default. */
function millisecondsSetting(text: string | undefined, fallback: number): number {
  const value = Number(text ?? fallback);
  return Number.isInteger(value) && value >= 0 && value <= 86_400_000 ? value : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // RATE_LIMIT_SCALE multiplies the per-address limits: for a site behind one shared address, or
  // a browser test suite whose players all come from 127.0.0.1.
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  const rateLimitScale = Number.isInteger(scale) && scale >= 1 && scale <= 1000 ? scale : 1;
  const { mode, error: modeError } = siteModeOf(env);
  const settingErrors = modeError ? [modeError] : [];
  const { providers, incomplete } = providersFrom(env, mode, settingErrors);
  return {
    mode,
    settingErrors,
    // Production never seeds unless asked, and then refuses to start (startupRefusals).
    seedDemo: mode === 'demo' ? env.SEED_DEMO !== '0' : env.SEED_DEMO !== undefined && env.SEED_DEMO !== '0',
    databaseUrl: env.DATABASE_URL ?? new URL('../data/site.db', import.meta.url).pathname,
    databaseSchema:
      env.DATABASE_SCHEMA && /^[a-z_][a-z0-9_]{0,62}$/.test(env.DATABASE_SCHEMA) ? env.DATABASE_SCHEMA : undefined,
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
    walletCallFunction: env.WALLET_CALL_FUNCTION !== 'off',
    siteOrigin: env.SITE_ORIGIN ?? 'http://127.0.0.1:8080',
    inviteBotUrl: env.INVITE_BOT_URL ?? 'https://t.me/demo_site_bot?start=',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustedProxies: trustedProxiesOf(env.TRUSTED_PROXIES, settingErrors),
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
    providers,
    incompleteProviders: incomplete,
    launchTokenTtlMs: 2 * MINUTE,
    gameSessionTtlMs: 4 * 60 * MINUTE,
    cleanupIntervalMs: secondsSetting(env.CLEANUP_INTERVAL_SECONDS, 600) * 1000,
    rechargeMaxAmount: rechargeMaxOf(env.RECHARGE_MAX_USDT, settingErrors),
    rechargeOrderMinutes: orderMinutes(env.RECHARGE_ORDER_MINUTES, settingErrors),
    tronXpub: env.TRON_XPUB?.trim() || undefined,
    depositExpiryIntervalMs: secondsSetting(env.DEPOSIT_EXPIRY_INTERVAL_SECONDS, 60) * 1000,
    tron: tronSettings(env, mode),
    hotWallet: hotWalletSettings(env, mode),
    commissionIntervalMs: millisecondsSetting(env.COMMISSION_INTERVAL_MS, 5 * MINUTE),
    commissionEstimateIntervalMs: millisecondsSetting(env.COMMISSION_ESTIMATE_INTERVAL_MS, 5 * MINUTE),
    rebateIntervalMs: millisecondsSetting(env.REBATE_INTERVAL_MS, 5 * MINUTE),
    uploadsDir: env.UPLOADS_DIR?.trim() || new URL('../data/uploads', import.meta.url).pathname,
    adjustmentApprovalThreshold: adjustmentThresholdOf(env.ADJUSTMENT_APPROVAL_USDT, settingErrors),
    operatorSecretKey: operatorKeyOf(env.OPERATOR_SECRET_KEY, settingErrors),
  };
}
