/** The TRON clients of the settings: one budget per key in this process, the watcher's reads behind payouts' and operators'. */
import type { AppConfig } from '../../config';
import { sharedRequestBudget, type RequestPriority } from './request-budget';
import { createTronClient, type TronClient } from './trongrid-client';

/** The key's budget in this process (every client of the same URL and key draws from it). */
export function tronBudgetOf(config: AppConfig) {
  const { apiUrl, apiKey, requestsPerSecond, requestsPerDay } = config.tron;
  return sharedRequestBudget(apiUrl, apiKey, { perSecond: requestsPerSecond, perDay: requestsPerDay });
}

/**
 * A client of the settings' TRON API: `background` for the chain watcher, `priority` for payouts and
 * an operator's checks, which keep a reserve of the day's budget the watcher cannot spend.
 */
export function tronClientOf(config: AppConfig, priority: RequestPriority): TronClient {
  const { apiUrl, apiKey, pageLimit } = config.tron;
  return createTronClient({ apiUrl, apiKey, pageLimit, priority, budget: tronBudgetOf(config) });
}
