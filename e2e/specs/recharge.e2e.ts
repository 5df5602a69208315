/**
 * Money in end to end (issue 12): a new player recharges 20 USDT on /recharge, pays the exact
 * amount through the demo chain's test wallet page, and sees the popup turn to success and the
 * balance rise by exactly what arrived, once final; a wrong amount leaves the balance alone and the
 * order pending; home's 充值 opens the same popup with the open order. The API's watcher reads the
 * suite's own demo chain (200 ms blocks, solidified 19 blocks behind the head).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiPaths,
  formatUsdt,
  messages,
  microUsdt,
  parseUsdt,
  type InoutRecord,
  type RechargeOrder,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, newUsername, PASSWORD } from '../support/api-client';
import { navigateInSite } from '../support/axe';
import { launchBrowser, openMobilePage } from '../support/browser';
import { chainTransaction, payThroughChainPage, waitForWatcherPass, waitUntilSolidified } from '../support/demo-chain';

const siteUrl = inject('siteUrl');
const text = messages.recharge;

const micro = (usdt: string) => {
  const value = parseUsdt(usdt);
  if (value === null) throw new Error(`not an amount: ${usdt}`);
  return value;
};
/** The shell's balance: 4 decimals, cut (the tails are whole 0.0001 steps, so nothing is cut here). */
const shownBalance = (amount: number) => formatUsdt(microUsdt(amount)).replace(/^(\d+\.\d{4})\d*$/, '$1');

describe('USDT-TRC20 recharge through the demo chain', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  /** What the first test leaves for the next ones: both orders, as the API made them. */
  let paidOrder: RechargeOrder;
  let paidTx: string;
  let balanceAfterPayment: number;
  let wrongOrder: RechargeOrder;

  const input = (testId: string) =>
    page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
  const balanceOf = async () => micro((await api<{ balance: string }>(apiPaths.userInfo, undefined, token)).balance);
  const popup = () => page.getByTestId('recharge-popup');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openMobilePage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Registers through the login dialog, as login.e2e.ts does, and lands on /home logged in. */
  async function registerThroughDialog(): Promise<void> {
    await page.goto(`${siteUrl}/home`);
    await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
    const captcha = page.waitForResponse((r) => r.url().endsWith(apiPaths.captcha));
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-login')));
    const answer = ((await (await captcha).json()) as { result: { answer: string } }).result.answer;
    await page.getByTestId('login-switch').click();
    await input('login-username').fill(newUsername());
    await input('login-password').fill(PASSWORD);
    await input('login-confirm').fill(PASSWORD);
    await input('login-captcha').fill(answer);
    await page.getByTestId('register-adult').click();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/home' && !url.searchParams.has('token'));
    await page.getByTestId('balance').filter({ hasText: '0.0000' }).waitFor();
    await page.getByTestId('promo-close').click();
    await page.getByTestId('promo-dialog').waitFor({ state: 'detached' });
    token = (await page.evaluate(() => localStorage.getItem('robot_token'))) ?? '';
    expect(token).toBeTruthy();
  }

  /** On /recharge: 20 by its quick amount (or typed), 立即充值; resolves with the order the API made. */
  async function orderTwenty(how: 'typed' | 'quick'): Promise<RechargeOrder> {
    await page.getByTestId('recharge-channel-usdt-trc20').click();
    if (how === 'typed') await input('recharge-amount').fill('20');
    else await page.getByTestId('recharge-quick-20').click();
    expect(await input('recharge-amount').inputValue()).toBe('20');
    const answered = page.waitForResponse((r) => r.url().endsWith(apiPaths.wallet.recharge));
    await page.getByTestId('recharge-submit').click();
    const body = (await (await answered).json()) as { code: number; result: RechargeOrder };
    expect(body.code).toBe(200);
    await popup().getByTestId('recharge-address').waitFor();
    return body.result;
  }

  const shown = async (testId: string) => ((await popup().getByTestId(testId).textContent()) ?? '').trim();

  it('credits the exact payment once it is final: the popup turns to success and the balance rises by it, no reload', async () => {
    await registerThroughDialog();
    await navigateInSite(page, '/recharge', 'mf-wallet');
    // Set on this document: still there at the end means nothing reloaded the page.
    await page.evaluate(() => Object.assign(window, { rechargeE2eDocument: true }));
    paidOrder = await orderTwenty('typed');

    // The popup: the QR (a real image), the address, the exact payment amount, a running countdown.
    const qr = popup().getByTestId('recharge-qr');
    await qr.waitFor();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(150);
    expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
    expect(await qr.getAttribute('alt')).toContain(paidOrder.address);
    const address = await shown('recharge-address');
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(address).toBe(paidOrder.address);
    const exact = await shown('recharge-actual-amount');
    expect(exact).toMatch(/^20\.\d{1,4}$/);
    expect(micro(exact)).toBe(micro(paidOrder.actual_amount));
    expect(micro(exact)).toBeGreaterThan(micro('20'));
    const countdown = await shown('recharge-countdown');
    expect(countdown).toMatch(/^\d{2}:\d{2}$/);
    await expect.poll(() => shown('recharge-countdown'), { timeout: 5_000 }).not.toBe(countdown);
    expect((await shown('recharge-countdown')) < countdown).toBe(true);
    expect(await shown('recharge-status')).toBe(text.waiting);

    const before = await balanceOf();
    expect(before).toBe(0);
    paidTx = await payThroughChainPage(context, address, exact);
    // Not credited before it is final: once the transfer is in a block, a whole watcher pass (about
    // 1 s of the 3.8 s to the solidified depth), then a balance read while the chain, asked
    // afterwards, still has it short of that depth. (Should the machine stall past it, the check is moot.)
    await expect.poll(async () => (await chainTransaction(paidTx)).confirmations).not.toBeNull();
    await waitForWatcherPass();
    const whileConfirming = await balanceOf();
    const afterRead = await chainTransaction(paidTx);
    if (!afterRead.solidified) expect(whileConfirming).toBe(before);

    await page.bringToFront();
    await popup().getByTestId('recharge-status').filter({ hasText: text.success }).waitFor({ timeout: 30_000 });
    expect(afterRead.success).toBe(true);
    balanceAfterPayment = await balanceOf();
    expect(balanceAfterPayment - before).toBe(micro(exact));
    await popup().getByTestId('recharge-done').click();
    await popup().waitFor({ state: 'hidden' });

    // The shell's balance, on home reached inside the app: the same document, risen by exactly the payment.
    await navigateInSite(page, '/home', 'mf-lobby');
    await expect
      .poll(() => page.getByTestId('balance').getAttribute('data-balance'))
      .toBe(shownBalance(balanceAfterPayment));
    // The digits count up to it (after the shell's 2 s delay, over 1 s).
    await expect
      .poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 })
      .toBe(shownBalance(balanceAfterPayment));
    expect(await page.evaluate(() => 'rechargeE2eDocument' in window)).toBe(true);
  });

  it('leaves the balance alone when a wrong amount arrives, and lists that order as pending, the paid one as completed', async () => {
    await navigateInSite(page, '/recharge', 'mf-wallet');
    wrongOrder = await orderTwenty('quick');
    expect(wrongOrder.order_id).not.toBe(paidOrder.order_id);
    const exact = await shown('recharge-actual-amount');
    expect(micro(exact)).toBe(micro(wrongOrder.actual_amount));
    const wrongAmount = formatUsdt(microUsdt(micro(exact) + micro('1')));
    const tx = await payThroughChainPage(context, await shown('recharge-address'), wrongAmount);
    await waitUntilSolidified(tx);
    // A whole pass of the watcher after the transfer was final: it has read it.
    await waitForWatcherPass();

    expect(await balanceOf()).toBe(balanceAfterPayment);
    await page.bringToFront();
    expect(await shown('recharge-status')).toBe(text.waiting);

    const records = await api<{ list: InoutRecord[] }>(apiPaths.records.inoutRecords, { type: '1' }, token);
    const record = (orderId: string) => records.list.find((item) => item.order_id === orderId);
    expect(record(wrongOrder.order_id)).toMatchObject({ type: 1, status: 2, tx_id: null });
    expect(record(paidOrder.order_id)).toMatchObject({ type: 1, status: 1, tx_id: paidTx });
    expect(micro(record(paidOrder.order_id)!.actual_amount)).toBe(micro(paidOrder.actual_amount));
    // Newest first.
    expect(records.list.map((item) => item.order_id)).toEqual([wrongOrder.order_id, paidOrder.order_id]);
  });

  it("opens the same popup from home's 充值 with the open order resumed, and the balance unchanged", async () => {
    // Closed on /recharge, the order waits behind the resume bar.
    await page.locator('.adm-popup-close-icon').click();
    await popup().waitFor({ state: 'detached' });
    await page.getByTestId('recharge-resume').waitFor();
    await navigateInSite(page, '/home', 'mf-lobby');
    expect(await page.getByTestId('balance').getAttribute('data-balance')).toBe(shownBalance(balanceAfterPayment));
    await page.getByTestId('top-recharge').click();
    await popup().getByTestId('recharge-address').waitFor();
    expect(await shown('recharge-address')).toBe(wrongOrder.address);
    expect(micro(await shown('recharge-actual-amount'))).toBe(micro(wrongOrder.actual_amount));
    expect(await shown('recharge-status')).toBe(text.waiting);
    expect(await popup().getByTestId('recharge-qr').isVisible()).toBe(true);
  });
});
