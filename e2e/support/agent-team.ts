/**
 * The agent spec's players: one registered through another's invite link in the browser (the
 * shell keeps ?code= for the register form), funded through the demo chain, playing demo spins at
 * a chosen stake, and the settlement CLI run against the suite's database.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { apiPaths, parseUsdt, type RechargeOrder } from 'shared-contracts';
import { WORKSPACE_ROOT } from 'tooling/release/paths';
import { expect, inject } from 'vitest';
import { api, newUsername, PASSWORD } from './api-client';
import { paidOnChain } from './demo-chain';

const run = promisify(execFile);
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export const micro = (usdt: string): number => {
  const value = parseUsdt(usdt.replace(/^-/, ''));
  if (value === null) throw new Error(`not an amount: ${usdt}`);
  return usdt.startsWith('-') ? -value : value;
};

export interface TeamPlayer {
  id: number;
  token: string;
  inviteCode: string;
}

export const balanceOf = async (token: string) =>
  micro((await api<{ balance: string }>(apiPaths.userInfo, undefined, token)).balance);

/** The player behind a token, with their id and invite code. */
export async function playerOf(token: string): Promise<TeamPlayer> {
  const info = await api<{ id: number; invite_code: string }>(apiPaths.userInfo, undefined, token);
  return { id: info.id, token, inviteCode: info.invite_code };
}

/**
 * Opens the inviter's web invite link (its path and query on the suite's site: the API builds it
 * on SITE_ORIGIN), registers in the dialog with the code the link locked in, and logs in.
 */
export async function registerThroughLink(page: Page, inviter: TeamPlayer): Promise<TeamPlayer> {
  const { web } = await api<{ web: string }>(apiPaths.inviteUrls, {}, inviter.token);
  const link = new URL(web);
  expect(link.searchParams.get('code')).toBe(inviter.inviteCode);
  await page.goto(`${inject('siteUrl')}${link.pathname}${link.search}`);
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  // The suite's API answers every captcha with its answer (CAPTCHA_TEST_ANSWERS=1).
  const captcha = page.waitForResponse((r) => r.url().endsWith(apiPaths.captcha));
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-login')));
  const answer = ((await (await captcha).json()) as { result: { answer: string } }).result.answer;
  await page.getByTestId('login-switch').click();
  const input = (testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`);
  expect(await input('login-invite').inputValue()).toBe(inviter.inviteCode);
  await input('login-username').fill(newUsername());
  await input('login-password').fill(PASSWORD);
  await input('login-confirm').fill(PASSWORD);
  await input('login-captcha').fill(answer);
  // The 18+ confirmation (issue 18): the form is not sent without it.
  await page.getByTestId('register-adult').click();
  // 注册成功, then the automatic login: /?token=<code> is exchanged for the session the page keeps
  // (the registration's own token is not it) and the page reloads to /?time=…, then /home.
  const entered = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && new URL(frame.url()).searchParams.has('time'),
  });
  await page.getByTestId('login-submit').click();
  await entered;
  await page.waitForURL((url) => url.pathname === '/home');
  const token = await page.evaluate(() => localStorage.getItem('robot_token'));
  if (!token) throw new Error('registration did not log in');
  return playerOf(token);
}

/** Recharges `amount` USDT through the demo chain and waits for the credit. */
export async function fund(token: string, amount: string): Promise<void> {
  const before = await balanceOf(token);
  const order = await api<RechargeOrder>(apiPaths.wallet.recharge, { amount }, token);
  await paidOnChain(order.address, order.actual_amount);
  await expect.poll(() => balanceOf(token), { timeout: 30_000 }).toBe(before + micro(order.actual_amount));
}

/** Plays `spins` demo slot spins at `stake` USDT in a tab of `context`; resolves with the stakes the provider took. */
export async function playSpins(context: BrowserContext, token: string, spins: number, stake: number): Promise<number> {
  const { url } = await api<{ url: string }>(`${apiPaths.lobby.begin}?game_code=demo_fruit_slot`, undefined, token);
  const game = await context.newPage();
  await game.goto(url);
  await game.locator(`[data-stake="${stake}"]`).click();
  let staked = 0;
  for (let spin = 0; spin < spins; spin += 1) {
    const answered = game.waitForResponse((response) => response.url().endsWith('/spin'));
    await game.locator('#spin').click();
    const response = await answered;
    expect(((await response.json()) as { code: number }).code).toBe(200);
    staked += micro(String((response.request().postDataJSON() as { stake: number }).stake));
    await expect.poll(() => game.locator('#spin').isEnabled(), { timeout: 10_000 }).toBe(true);
  }
  await game.close();
  return staked;
}

/** Today's Asia/Shanghai date, and 00:10 of the next day as an instant (when the day may be settled). */
export function shanghaiToday(now = Date.now()): { day: string; settleAt: string } {
  const day = new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
  const nextMidnight = Date.parse(`${day}T00:00:00.000Z`) - SHANGHAI_OFFSET_MS + 24 * 60 * 60 * 1000;
  return { day, settleAt: new Date(nextMidnight + 10 * 60 * 1000).toISOString() };
}

/** `pnpm --filter api commission:settle <day> --now <instant>` against the suite's database (demo mode). */
export async function settleDay(day: string, now: string): Promise<string> {
  const { stdout } = await run('pnpm', ['--filter', 'api', 'commission:settle', day, '--now', now], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, DATABASE_URL: path.join(inject('deployDir'), 'api.db') },
  });
  return stdout;
}
