/** The money settings of the environment: recharge limits, the TRON API the watcher reads, the opt-in hot wallet. */
import { MAX_AMOUNT, MICRO_PER_USDT, MIN_RECHARGE_USDT, parseUsdt, type MicroUsdt } from 'shared-contracts';
import type { SiteMode } from './site-mode';

/** The opt-in hot wallet: a local signer of USDT payouts, and the job that confirms them. */
export interface HotWalletSettings {
  /** TRON_PAYOUT_KEY_FILE: a file holding the payout private key (64 hex digits); unset, no hot wallet. */
  keyFile: string | undefined;
  /** PAYOUT_POLL_MS: how often the withdrawal-payouts job runs (3000 demo, 5000 production); 0 turns the timer off. */
  pollMs: number;
}

/** Where and how often the chain watcher reads TRON. */
export interface TronSettings {
  /** TRON_API_URL: TronGrid in production; the demo chain (127.0.0.1:DEMO_CHAIN_PORT, 3599) in demo mode. */
  apiUrl: string;
  /** TRON_API_KEY: sent as TRON-PRO-API-KEY when set. */
  apiKey: string | undefined;
  /**
   * TRON_POLL_MS: how often the watcher runs (3000 demo, 10000 production: each pass re-reads a block of
   * USDT events, so fewer passes cost fewer pages — bench:deposits); 0 turns the timer off.
   */
  pollMs: number;
  /** TRON_PAGE_LIMIT: items per page of the v1 lists (1..200, default 200; TronGrid refuses more). */
  pageLimit: number;
  /** TRON_REQUESTS_PER_SECOND: the key's budget per second (15, TronGrid's free tier), shared by every caller in this process. */
  requestsPerSecond: number;
  /** TRON_REQUESTS_PER_DAY: the key's budget per 24 hours (100,000, TronGrid's free tier). */
  requestsPerDay: number;
  /** TRON_RECONCILE_PER_DAY: balanceOf reads a day for the balance reconciliation (3,000), inside the day's budget. */
  reconcilePerDay: number;
  /** Names of DEMO_CHAIN_* settings present: production refuses them. */
  demoChainSettings: string[];
}

/** RECHARGE_MAX_USDT: whole USDT from the minimum recharge up to a billion; anything else is a setting error. */
export function rechargeMaxOf(text: string | undefined, errors: string[]): MicroUsdt {
  const usdt = Number(text ?? 1_000_000);
  if (Number.isSafeInteger(usdt) && usdt >= MIN_RECHARGE_USDT && usdt <= 1_000_000_000)
    return (usdt * MICRO_PER_USDT) as MicroUsdt;
  errors.push(`RECHARGE_MAX_USDT=${text} is no whole number from ${MIN_RECHARGE_USDT} to 1000000000`);
  return (1_000_000 * MICRO_PER_USDT) as MicroUsdt;
}

/**
 * ADJUSTMENT_APPROVAL_USDT (100): a balance adjustment whose size is above it waits for a second
 * operator. Decimal USDT from 0 (every adjustment needs one) up to the largest amount; anything else
 * is a setting error.
 */
export function adjustmentThresholdOf(text: string | undefined, errors: string[]): MicroUsdt {
  const fallback = (100 * MICRO_PER_USDT) as MicroUsdt;
  if (text === undefined) return fallback;
  const amount = parseUsdt(text);
  if (amount !== null && amount <= MAX_AMOUNT) return amount;
  errors.push(`ADJUSTMENT_APPROVAL_USDT=${text} is no USDT amount from 0 to 1000000000 (at most 6 decimals)`);
  return fallback;
}

/** RECHARGE_ORDER_MINUTES: whole minutes from 1 to a day; anything else is a setting error. */
export function orderMinutes(text: string | undefined, errors: string[]): number {
  if (text === undefined) return 30;
  const minutes = Number(text);
  if (Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440) return minutes;
  errors.push(`RECHARGE_ORDER_MINUTES=${text} is no whole number of minutes from 1 to 1440`);
  return 30;
}

/** A whole number in [min, max] from the environment, or the default when unset or not one. */
function wholeSetting(text: string | undefined, fallback: number, min: number, max: number): number {
  const value = Number(text ?? fallback);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

export function tronSettings(env: NodeJS.ProcessEnv, mode: SiteMode): TronSettings {
  const demoChain = `http://127.0.0.1:${env.DEMO_CHAIN_PORT ?? 3599}`;
  return {
    apiUrl: env.TRON_API_URL || (mode === 'demo' ? demoChain : 'https://api.trongrid.io'),
    apiKey: env.TRON_API_KEY || undefined,
    pollMs: wholeSetting(env.TRON_POLL_MS, mode === 'demo' ? 3000 : 10_000, 0, 3_600_000),
    pageLimit: wholeSetting(env.TRON_PAGE_LIMIT, 200, 1, 200),
    requestsPerSecond: wholeSetting(env.TRON_REQUESTS_PER_SECOND, 15, 1, 10_000),
    requestsPerDay: wholeSetting(env.TRON_REQUESTS_PER_DAY, 100_000, 1_000, 100_000_000),
    reconcilePerDay: wholeSetting(env.TRON_RECONCILE_PER_DAY, 3_000, 0, 1_000_000),
    demoChainSettings: Object.keys(env).filter((key) => key.startsWith('DEMO_CHAIN_')),
  };
}

export function hotWalletSettings(env: NodeJS.ProcessEnv, mode: SiteMode): HotWalletSettings {
  return {
    keyFile: env.TRON_PAYOUT_KEY_FILE?.trim() || undefined,
    pollMs: wholeSetting(env.PAYOUT_POLL_MS, mode === 'demo' ? 3000 : 5000, 0, 3_600_000),
  };
}
