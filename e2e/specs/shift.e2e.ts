/**
 * A shift's queues end to end (issue 43), at 1280×800: a 财务 operator has the console open when a
 * player's deposit passes the player's own daily deposit limit; the 存款限额审核 menu badge counts it
 * by itself (the frame polls the queue counts), the dashboard's 待处理 card for it opens the queue,
 * and the operator closes the review there with a note. The player, refused every new order while
 * the review was open, is then held by the limit itself (the day's room is used up).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiMessages, apiPaths, protectionNames, type RechargeOrder } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { api, registeredPlayer } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import { button, logIn, openAdmin, toast } from '../support/admin';
import { paidOnChain } from '../support/demo-chain';
import { createOperator, freshTotpCode, stepAt, type Operator } from '../support/operator';

const LIMIT = '50';
const NOTE = '已电话联系玩家，核实资金来源';

/** A player's recharge order as the API answers it, refusals included. */
async function recharge(token: string, amount: string): Promise<{ code: number; message?: string }> {
  try {
    await api<RechargeOrder>(apiPaths.wallet.recharge, { amount }, token);
    return { code: 200 };
  } catch (error) {
    return JSON.parse((error as Error).message.replace(/^[^:]+: /, '')) as { code: number; message: string };
  }
}

describe('a shift: the deposit-limit review queue, from the dashboard card to closing it', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let page: Page;
  let operator: Operator;
  let player: { username: string; token: string };

  const menuBadge = () =>
    page
      .getByRole('menuitem', { name: /存款限额审核/ })
      .locator('.ant-badge-count')
      .first();

  beforeAll(async () => {
    operator = await createOperator('finance');
    player = await registeredPlayer();
    browser = await launchBrowser();
    ({ context: adminContext, page } = await openAdmin(browser));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(os.tmpdir(), `shift-e2e-${task.name.slice(0, 40)}.png`) });
  });
  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
  });

  it('counts a deposit over the player’s limit on the menu by itself, while the player is refused new orders', async () => {
    const { code } = await freshTotpCode(operator.secret, stepAt(Date.now()));
    await logIn(page, operator.username, operator.password, code);
    await page.getByRole('menuitem', { name: '仪表盘' }).waitFor();

    await api(apiPaths.protection.limit, { key: 'deposit_24h', amount: LIMIT }, player.token);
    // Two open orders of 30 (the second replaces the first), both paid: 60 arrive against a limit of 50.
    const first = await api<RechargeOrder>(apiPaths.wallet.recharge, { amount: '30' }, player.token);
    const second = await api<RechargeOrder>(apiPaths.wallet.recharge, { amount: '30' }, player.token);
    await paidOnChain(first.address, first.actual_amount);
    await paidOnChain(second.address, second.actual_amount);

    await expect
      .poll(async () => (await recharge(player.token, '20')).message, { timeout: 60_000, interval: 1_000 })
      .toBe(apiMessages.depositUnderReview);
    // No click: the frame's poll (every 10 s while visible) brings the count.
    await expect
      .poll(async () => Number((await menuBadge().getAttribute('title')) ?? 0), { timeout: 30_000, interval: 500 })
      .toBeGreaterThanOrEqual(1);
  });

  it('opens the queue from the dashboard card and closes the review there; the limit then binds', async () => {
    await button(page, '刷新').click();
    const card = page.getByLabel('存款限额审核', { exact: true });
    await expect
      .poll(async () => Number(await card.locator('.ant-statistic-content-value').innerText()))
      .toBeGreaterThan(0);
    await card.click();
    await page.waitForURL(/\/admin\/deposit-reviews/);
    // The screen's chunk loads first (the router's navigation is a transition): the title follows it.
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^\(\d+\) 存款限额审核 - 运营后台$/);

    const row = page.locator('tr', { hasText: player.username });
    await row.getByText(protectionNames.deposit_24h).waitFor();
    await button(row, '关闭审核').click();
    const dialog = page.getByRole('dialog', { name: /关闭审核/ });
    await dialog.getByLabel('处理说明').fill(NOTE);
    await button(dialog, '确认关闭').click();
    await toast(page, '审核已关闭，玩家可重新充值');
    await row.waitFor({ state: 'detached' });

    await page.getByText('已关闭', { exact: true }).click();
    await page.locator('tr', { hasText: player.username }).getByText(NOTE).waitFor();

    const refused = await recharge(player.token, '20');
    expect(refused.message).not.toBe(apiMessages.depositUnderReview);
    expect(refused.message).toContain(protectionNames.deposit_24h);
  });
});
