/**
 * The steps of the player-protection story (issue 18) as a player takes them: register with the
 * 18+ box ticked, set a limit and take a break on /safe 安全中心 (the wallet remote's 理性游戏
 * group), recharge through the demo chain; and the 北京时间 wall times the refusals name.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { apiPaths, messages, type LimitKey, type RechargeOrder } from 'shared-contracts';
import { expect } from 'vitest';
import { api, newUsername, PASSWORD } from './api-client';
import { dialogShown, navigateInSite } from './axe';
import { payThroughChainPage } from './demo-chain';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as the API's refusals write it: 北京时间 to the minute, '2026-11-27 00:00'. */
export const shanghaiMinute = (at: Date | string) =>
  new Date(new Date(at).getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The next 00:00 北京时间 after `now`: when a "24 hours" window starts again. */
export const nextShanghaiMidnight = (now = new Date()) =>
  new Date((Math.floor((now.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - SHANGHAI_OFFSET_MS);

/** The envelope of an API answer the page received. */
export interface Envelope<T> {
  code: number;
  message?: string;
  result: T;
}

/** Runs `action` and resolves with the envelope of the first POST answer from `path`. */
export async function answerTo<T>(page: Page, path: string, action: () => Promise<unknown>): Promise<Envelope<T>> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');
  await action();
  return (await (await answered).json()) as Envelope<T>;
}

export const field = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();

/** A toast of the shell's (the server's message, as its client shows it). */
export const toast = (page: Page, text: string) =>
  page.locator('.adm-toast-main').getByText(text, { exact: true }).waitFor();

/** Another session of the player (as from a second phone), logged in straight through the API; its token. */
export async function loginThroughApi(username: string): Promise<string> {
  const device = randomUUID().replaceAll('-', '');
  const { answer } = await api<{ answer: string }>(apiPaths.captcha, { device });
  const login = { username, password: PASSWORD, captcha: answer, device };
  return (await api<{ token: string }>(apiPaths.login, login)).token;
}

/** Opens the shell's login dialog the way a remote does; resolves with the fresh captcha's answer. */
export async function openLoginDialog(page: Page): Promise<string> {
  const captcha = page.waitForResponse((r) => r.url().endsWith(apiPaths.captcha));
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-login')));
  return ((await (await captcha).json()) as { result: { answer: string } }).result.answer;
}

/**
 * Registers through the login dialog with the 18+ confirmation ticked and lands on /home logged
 * in (registration logs in by itself); resolves with the username and the session token.
 */
export async function registerAdultThroughDialog(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/home`);
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  const answer = await openLoginDialog(page);
  await page.getByTestId('login-switch').click();
  const username = newUsername();
  await field(page, 'login-username').fill(username);
  await field(page, 'login-password').fill(PASSWORD);
  await field(page, 'login-confirm').fill(PASSWORD);
  await field(page, 'login-captcha').fill(answer);
  // antd-mobile's Checkbox carries the test id on its label; its input is hidden.
  await page.getByTestId('register-adult').click();
  expect(await field(page, 'register-adult').isChecked()).toBe(true);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/home' && !url.searchParams.has('token'));
  await page.getByTestId('balance').filter({ hasText: '0.0000' }).waitFor();
  await page.getByTestId('promo-close').click();
  await page.getByTestId('promo-dialog').waitFor({ state: 'detached' });
  const token = (await page.evaluate(() => localStorage.getItem('robot_token'))) ?? '';
  expect(token).toBeTruthy();
  return { username, token };
}

/*
 * setLimit and takeCoolOff follow the page actions of the wallet branch's e2e/support/protection.ts
 * (same test ids, names and answers), which this branch does not have: after the merge a spec may
 * import those instead.
 */

/** From anywhere in the site: /safe → 限额设置 → `key` set to `amount` (whole USDT text, e.g. '50'), shown in its row. */
export async function setLimit(page: Page, key: LimitKey, amount: string): Promise<void> {
  await navigateInSite(page, '/safe', 'mf-wallet');
  await page.getByTestId('safe-limits').click();
  await dialogShown(page, 'limits-panel');
  const panel = page.getByTestId('limits-panel');
  await panel.getByTestId(`limit-edit-${key}`).click();
  await dialogShown(page, 'limit-editor');
  await field(page, 'limit-amount').fill(amount);
  const saved = await answerTo(page, apiPaths.protection.limit, () => page.getByTestId('limit-save').click());
  expect(saved.code).toBe(200);
  await page.getByTestId('limit-editor').waitFor({ state: 'hidden' });
  await panel.getByTestId(`limit-${key}`).getByTestId('limit-value').filter({ hasText: amount }).waitFor();
}

/**
 * On /recharge: orders `amount` USDT-TRC20, pays the exact amount through the demo chain's wallet
 * page and waits until the popup says it arrived (credited, final on the chain); closes the popup.
 */
export async function rechargeThroughChain(page: Page, context: BrowserContext, amount: string) {
  await navigateInSite(page, '/recharge', 'mf-wallet');
  await page.getByTestId('recharge-channel-usdt-trc20').click();
  await field(page, 'recharge-amount').fill(amount);
  const made = await answerTo<RechargeOrder>(page, apiPaths.wallet.recharge, () =>
    page.getByTestId('recharge-submit').click(),
  );
  expect(made.code).toBe(200);
  const popup = page.getByTestId('recharge-popup');
  const shown = async (testId: string) => ((await popup.getByTestId(testId).textContent()) ?? '').trim();
  await popup.getByTestId('recharge-address').waitFor();
  const tx = await payThroughChainPage(context, await shown('recharge-address'), await shown('recharge-actual-amount'));
  await page.bringToFront();
  const text = messages.recharge;
  await popup.getByTestId('recharge-status').filter({ hasText: text.success }).waitFor({ timeout: 30_000 });
  await popup.getByTestId('recharge-done').click();
  await popup.waitFor({ state: 'hidden' });
  return { order: made.result, tx };
}

/**
 * On /safe → 冷静期: chooses the period and confirms; resolves with the texts of the confirmation
 * and of the answer (the end, 北京时间) once 知道了 has logged the player out to the home page.
 */
export async function takeCoolOff(page: Page, period: '24h' | '7d' | '30d' | '6w' = '24h') {
  await navigateInSite(page, '/safe', 'mf-wallet');
  await page.getByTestId('safe-cool_off').click();
  await dialogShown(page, 'break-panel-cool_off');
  await page.getByTestId(`break-period-${period}`).click();
  await page.getByTestId('break-start').click();
  await dialogShown(page, 'break-confirm');
  const confirm = (await page.getByTestId('break-confirm').textContent()) ?? '';
  // Dialog.confirm's confirm action is its bold button (再想想 stands beside it).
  await dialogOf(page, 'break-confirm').locator('.adm-dialog-button-bold').click();
  await dialogShown(page, 'break-started');
  const started = (await page.getByTestId('break-started').textContent()) ?? '';
  await dialogOf(page, 'break-started').locator('.adm-dialog-button').click();
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]:visible').first().waitFor();
  return { confirm, started };
}

/** The antd-mobile Dialog holding the content with this test id. */
const dialogOf = (page: Page, testId: string) => page.locator('.adm-dialog').filter({ has: page.getByTestId(testId) });
