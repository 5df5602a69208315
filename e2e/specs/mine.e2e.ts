/**
 * The account remote's /user 我的 (issue 14): a visitor meets the login prompt; a player funded on
 * the demo chain sees their name, id and the shell's balance, copies the id, and after two demo
 * spins today's figures as the API gives them; 退出登录 asks first, then ends the session on the
 * server and in the browser. The menu, the theme switch and /about are in mine-menu.e2e.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiPaths,
  messages,
  parseUsdt,
  shownUsdtText,
  type PlatformInfoResult,
  type RechargeOrder,
  type UserInfoResult,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, registeredPlayer } from '../support/api-client';
import { navigateInSite } from '../support/axe';
import { launchBrowser, openMobilePage } from '../support/browser';
import { paidOnChain } from '../support/demo-chain';
import { accountPage, openLoggedInPage } from '../support/mine';
import { clearOfShanghaiMidnight } from '../support/shanghai-day';

const siteUrl = inject('siteUrl');
const text = messages.mine;

/** A signed wire amount ("-1.500000") in micro-USDT. */
const signedMicro = (text: string) => {
  const negative = text.startsWith('-');
  const amount = parseUsdt(negative ? text.slice(1) : text);
  if (amount === null) throw new Error(`not an amount: ${text}`);
  return negative ? -amount : amount;
};

describe('/user 我的', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let player: Awaited<ReturnType<typeof registeredPlayer>>;
  let info: UserInfoResult;

  const minePage = () => accountPage(page);
  const toast = (message: string) => page.locator('.adm-toast-main').filter({ hasText: message }).waitFor();

  beforeAll(async () => {
    // Today's figures are read a minute after the money moves: both on the same Shanghai day.
    await clearOfShanghaiMidnight();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('a visitor on /user sees the login prompt, no records, and 登录 opens the login dialog', async () => {
    const visitor = await openMobilePage(browser);
    try {
      await visitor.page.goto(`${siteUrl}/user`);
      await visitor.page.getByTestId('mine-login-prompt').getByText(text.visitorTitle).waitFor();
      expect(await visitor.page.getByTestId('mine-menu-betRecords').count()).toBe(0);
      expect(await visitor.page.getByTestId('mine-logout').count()).toBe(0);
      await visitor.page.getByTestId('mine-login').click();
      await visitor.page.getByTestId('login-dialog').getByText(messages.login.titleLogin).waitFor();
    } finally {
      await visitor.context.close();
    }
  });

  it('a player funded on the demo chain sees their name, id and the shell’s balance, and copies the id', async () => {
    player = await registeredPlayer();
    const order = await api<RechargeOrder>(apiPaths.wallet.recharge, { amount: '25' }, player.token);
    await paidOnChain(order.address, order.actual_amount);
    await expect
      .poll(async () => (await api<UserInfoResult>(apiPaths.userInfo, undefined, player.token)).balance, {
        timeout: 30_000,
      })
      .not.toBe('0.000000');
    info = await api<UserInfoResult>(apiPaths.userInfo, undefined, player.token);

    ({ context, page } = await openLoggedInPage(browser, player.token, ['clipboard-read', 'clipboard-write']));
    const homeBalance = await page.getByTestId('balance').getAttribute('data-balance');
    await navigateInSite(page, '/user', 'mf-account');

    expect(await minePage().getByTestId('mine-username').textContent()).toBe(player.username);
    expect(await minePage().getByTestId('mine-player-id').textContent()).toBe(String(info.id));
    const balance = minePage().getByTestId('balance');
    expect(await balance.getAttribute('data-balance')).toBe(shownUsdtText(info.balance));
    expect(homeBalance).toBe(shownUsdtText(info.balance));
    await balance.filter({ hasText: shownUsdtText(info.balance) }).waitFor({ timeout: 5000 });

    await minePage().getByRole('button', { name: text.copyId }).click();
    await toast(text.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(info.id));

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await minePage().getByTestId('mine-balance-refresh').click();
    await expect.poll(() => asked).toEqual(expect.arrayContaining([apiPaths.balanceRefresh, apiPaths.userInfo]));
  });

  it('after 2 demo spins shows today’s figures as POST /api/plat/info gives them, with the pending deposits and withdrawals', async () => {
    const { url } = await api<{ url: string }>(
      `${apiPaths.lobby.begin}?game_code=demo_fruit_slot`,
      undefined,
      player.token,
    );
    const game = await context.newPage();
    await game.goto(url);
    for (let spin = 0; spin < 2; spin += 1) {
      const answered = game.waitForResponse((response) => response.url().endsWith('/spin'));
      await game.locator('#spin').click();
      expect(((await (await answered).json()) as { code: number }).code).toBe(200);
      await expect.poll(() => game.locator('#spin').isEnabled(), { timeout: 10_000 }).toBe(true);
    }
    await game.close();

    // Still on /user from before the spins: the refresh button brings the figures up to date with the balance.
    await page.bringToFront();
    const figures = await api<PlatformInfoResult>(apiPaths.records.platformInfo, {}, player.token);
    expect(figures.today.rounds).toBe(2);
    const today = minePage().getByTestId('mine-today');
    await minePage().getByTestId('mine-balance-refresh').click();
    await today.getByTestId('mine-today-rounds').filter({ hasText: /^2$/ }).waitFor();
    const balance = (await api<UserInfoResult>(apiPaths.userInfo, undefined, player.token)).balance;
    await minePage()
      .getByTestId('balance')
      .and(page.locator(`[data-balance="${shownUsdtText(balance)}"]`))
      .waitFor();
    expect(await today.getByTestId('mine-today-stake').textContent()).toBe(shownUsdtText(figures.today.stake));
    expect(await today.getByTestId('mine-today-win-loss').textContent()).toBe(shownUsdtText(figures.today.win_loss));
    expect(await today.getByTestId('mine-pending-inout').textContent()).toBe(String(figures.pending_inout));
    // The only rounds of the day: the balance moved by exactly their win/loss.
    expect(signedMicro(balance) - signedMicro(info.balance)).toBe(signedMicro(figures.today.win_loss));
  });

  it('退出登录 asks first; 取消 keeps the session; 确定 ends it on the server, clears the token and goes home', async () => {
    await navigateInSite(page, '/user', 'mf-account');
    const dialog = page.getByRole('dialog', { name: text.logout });
    await minePage().getByTestId('mine-logout').click();
    await dialog.getByText(text.logoutConfirm).waitFor();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('robot_token'))).toBe(player.token);

    await minePage().getByTestId('mine-logout').click();
    await dialog.getByRole('button', { name: text.confirm }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('top-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('robot_token'))).toBeNull();
    const afterLogout = await fetch(`${siteUrl}${apiPaths.userInfo}`, {
      headers: { Authorization: `Bearer ${player.token}` },
    });
    expect(afterLogout.status).toBe(401);

    await navigateInSite(page, '/user', 'mf-account');
    await minePage().getByTestId('mine-login-prompt').waitFor();
    expect(await minePage().getByTestId('mine-username').count()).toBe(0);
  });
});
