/**
 * The steps of the player-protection story (issue 18) as a player takes them: register with the
 * 18+ box ticked, set a limit and take a break on /safe 安全中心 (the wallet remote's 理性游戏
 * group), recharge through the demo chain; and the 北京时间 wall times the refusals name.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import {
  apiPaths,
  formatUsdt,
  messages,
  type BreakKind,
  type BreakView,
  type LimitKey,
  type MicroUsdt,
  type RechargeOrder,
} from 'shared-contracts';
import { expect } from 'vitest';
import { api, newUsername, PASSWORD } from './api-client';
import { navigateInSite } from './axe';
import { payThroughChainPage } from './demo-chain';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as the API's refusals write it: 北京时间 to the minute, '2026-11-27 00:00'. */
export const shanghaiMinute = (at: Date | string) =>
  new Date(new Date(at).getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The next 00:00 北京时间 after `now`: when a "24 hours" window starts again. */
export const nextShanghaiMidnight = (now = new Date()) =>
  new Date((Math.floor((now.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - SHANGHAI_OFFSET_MS);

/** USDT inside a sentence, as the API writes it: no trailing zeros ('9.9874', '50'). */
export const usdtInText = (amount: number) => formatUsdt(amount as MicroUsdt).replace(/\.?0+$/, '');

/** The envelope of an API answer the page received. */
export interface Envelope<T> {
  code: number;
  message?: string;
  result: T;
}

/** Runs `action` and resolves with the envelope of the first answer from `path` (POST, unless said). */
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

/** On /safe → 限额设置: sets one limit (whole USDT text, e.g. '50'); resolves once the panel shows it in force. */
export async function setLimitOnSafe(page: Page, key: LimitKey, amount: string): Promise<void> {
  await navigateInSite(page, '/safe', 'mf-wallet');
  await page.getByTestId('safe-limits').click();
  const panel = page.getByTestId('limits-panel');
  await panel.getByTestId(`limit-edit-${key}`).click();
  const editor = page.getByTestId('limit-editor');
  await field(page, 'limit-amount').fill(amount);
  const saved = await answerTo(page, apiPaths.protection.limit, () => editor.getByTestId('limit-save').click());
  expect(saved.code).toBe(200);
  await editor.waitFor({ state: 'hidden' });
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
 * On /safe → 冷静期 or 自我排除: chooses the period, confirms, and resolves with the break the API
 * answered and the text the player was shown, once the site has logged the player out to /home.
 */
export async function takeBreakOnSafe(page: Page, kind: BreakKind, period: string) {
  await navigateInSite(page, '/safe', 'mf-wallet');
  await page.getByTestId(`safe-${kind}`).click();
  const panel = page.getByTestId(`break-panel-${kind}`);
  await panel.getByTestId(`break-period-${period}`).click();
  await panel.getByTestId('break-start').click();
  const dialog = (testId: string) => page.locator('.adm-dialog').filter({ has: page.getByTestId(testId) });
  const confirm = dialog('break-confirm');
  await confirm.waitFor();
  // Dialog.confirm's confirm action is its bold button (取消 stands beside it).
  const taken = await answerTo<BreakView>(page, apiPaths.protection.takeBreak, () =>
    confirm.locator('.adm-dialog-button-bold').click(),
  );
  expect(taken.code).toBe(200);
  const started = dialog('break-started');
  await started.waitFor();
  const shown = ((await started.getByTestId('break-started').textContent()) ?? '').trim();
  await started.locator('.adm-dialog-button').click();
  await page.waitForFunction(() => localStorage.getItem('robot_token') === null);
  await page.waitForURL((url) => url.pathname === '/home');
  return { taken: taken.result, shown };
}
