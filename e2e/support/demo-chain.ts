/** The demo TRON chain as a spec reaches it: its test wallet page, and its test controls under /demo/. */
import type { BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';

export interface ChainTransaction {
  tx_id: string;
  success: boolean;
  /** null while the transfer waits for its block. */
  confirmations: number | null;
  solidified: boolean;
}

async function chainGet<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('demoChainUrl')}${path}`);
  if (!response.ok) throw new Error(`demo chain ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function chainTransaction(txId: string): Promise<ChainTransaction> {
  const [found] = await chainGet<ChainTransaction[]>(`/demo/transactions?ids=${txId}`);
  if (!found) throw new Error(`the demo chain does not know ${txId}`);
  return found;
}

/** Requests the chain has answered under `path` (account paths counted under /v1/accounts/{address}/…). */
export async function chainRequestCount(path: string): Promise<number> {
  const state = await chainGet<{ requests: Record<string, number> }>('/demo/state');
  return state.requests[path] ?? 0;
}

/**
 * Pays through the chain's test wallet page, in a second tab of the player's browser, as a player
 * would from their wallet app; resolves with the transaction id the page reports.
 */
export async function payThroughChainPage(context: BrowserContext, to: string, amount: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(inject('demoChainUrl'));
  // The page fills a random sender once it has one; the form needs it.
  await expect.poll(() => page.getByTestId('chain-from').inputValue()).toMatch(/^T\w{33}$/);
  await page.getByTestId('chain-to').fill(to);
  await page.getByTestId('chain-amount').fill(amount);
  await page.getByTestId('chain-token').selectOption('usdt');
  await page.getByTestId('chain-send').click();
  const result = page.getByTestId('chain-result');
  await result.filter({ hasText: '交易ID' }).waitFor();
  const txId = /交易ID：(\w+)/.exec((await result.textContent()) ?? '')?.[1];
  if (!txId) throw new Error(`the chain page did not send: ${await result.textContent()}`);
  await page.close();
  return txId;
}

/** Resolves once the transfer is at the solidified depth (final) on the chain. */
export async function waitUntilSolidified(txId: string): Promise<void> {
  await expect
    .poll(async () => (await chainTransaction(txId)).solidified, { timeout: 30_000, interval: 200 })
    .toBe(true);
}

/**
 * Resolves once the API's chain watcher has run a whole pass that began after this call: each
 * pass reads the USDT event list once, and twice in the pass that runs the hourly re-read; one
 * process runs its passes one at a time, so four such reads after now cover the pass under way
 * and a whole pass after it, which saw everything final by now.
 */
export async function waitForWatcherPass(): Promise<void> {
  const path = '/v1/contracts/{address}/events';
  const start = await chainRequestCount(path);
  await expect
    .poll(() => chainRequestCount(path), { timeout: 30_000, interval: 200 })
    .toBeGreaterThanOrEqual(start + 4);
}

/** A USDT transfer made through the chain's test controls (as from an operator's own wallet), final before this resolves; its id. */
export async function paidOnChain(to: string, amount: string): Promise<string> {
  const response = await fetch(`${inject('demoChainUrl')}/demo/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ transfers: [{ to, amount, token: 'usdt' }] }),
  });
  if (!response.ok) throw new Error(`demo chain /demo/transfers: ${response.status} ${await response.text()}`);
  const { transactions } = (await response.json()) as { transactions: Array<{ tx_id: string }> };
  const txId = transactions[0]!.tx_id;
  await waitUntilSolidified(txId);
  return txId;
}

/** A valid TRON address no one holds, from the chain. */
export async function randomChainAddress(): Promise<string> {
  return (await chainGet<{ address: string }>('/demo/random-address')).address;
}
