/**
 * Money controls in the console (issue 43), at 1280×800: with a daily single-approval cap of 150 USDT
 * per operator (资金设置, shown on 玩家 → 调整审核), a 财务 operator who already applied 100 today
 * credits 80 more: the form says it needs a second operator, the list shows it 待审核 and nothing is
 * credited; a second 财务 approves it in their own browser session, and then the player has it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { apiPaths, parseUsdt, type MoneyControls } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registeredPlayer } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import { adminUrl, button, logIn, openAdmin, popupButton, toast } from '../support/admin';
import { createOperator, freshTotpCode, stepAt, type Operator } from '../support/operator';

const REASON = '补发活动奖励（工单 43）';

describe('money controls: a 财务 operator past the daily cap needs a second operator', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let superAdmin: Operator;
  let requester: Operator;
  let approver: Operator;
  let player: { username: string; token: string; id: number };
  let controlsBefore: MoneyControls;

  const balance = async () =>
    parseUsdt((await api<{ balance: string }>(apiPaths.userInfo, undefined, player.token)).balance);
  /** A console page with `operator` logged in (password and a fresh two-factor code). */
  async function consoleAs(operator: Operator): Promise<Page> {
    const opened = await openAdmin(browser);
    contexts.push(opened.context);
    const { code } = await freshTotpCode(operator.secret, stepAt(Date.now()));
    await logIn(opened.page, operator.username, operator.password, code);
    await opened.page.getByRole('menuitem', { name: '玩家' }).waitFor();
    return opened.page;
  }

  beforeAll(async () => {
    [superAdmin, requester, approver] = await Promise.all([
      createOperator('super_admin'),
      createOperator('finance'),
      createOperator('finance'),
    ]);
    const registered = await registeredPlayer();
    const found = await requester.call<{ list: Array<{ id: number }> }>(
      'GET',
      `${apiPaths.admin.players}?q=${registered.username}`,
    );
    player = { ...registered, id: found.result!.list[0]!.id };
    const current = await superAdmin.call<MoneyControls & { saved: boolean }>('GET', apiPaths.admin.moneyControls);
    const { approval_threshold, operator_daily_cap, player_daily_cap, assignment_threshold } = current.result!;
    const values = { approval_threshold, operator_daily_cap, player_daily_cap, assignment_threshold };
    controlsBefore = values;
    const changed = await superAdmin.call('PUT', apiPaths.admin.moneyControls, {
      ...values,
      approval_threshold: '100',
      operator_daily_cap: '150',
      player_daily_cap: '10000',
    });
    expect(changed.code).toBe(200);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The other specs run on the site's own money controls.
    if (controlsBefore) await superAdmin.call('PUT', apiPaths.admin.moneyControls, controlsBefore);
    for (const context of contexts) await context.close();
    contexts = [];
    await browser?.close();
  });

  it('holds the adjustment past the cap as 待审核 until a second 财务 approves it in the browser', async () => {
    // Today's first 100 applies at once: within the single amount and the cap.
    const first = await requester.call<{ status: string }>('POST', apiPaths.admin.adjustments, {
      player_id: player.id,
      amount: '100',
      type: 'manual_deposit',
      reason: '补发未到账充值',
      request_id: `e2e-${randomUUID()}`,
    });
    expect(first.result?.status).toBe('applied');
    expect(await balance()).toBe(parseUsdt('100'));

    const page = await consoleAs(requester);
    await page.goto(`${adminUrl()}players/${player.id}`);
    await button(page, '调整余额').click();
    const dialog = page.getByRole('dialog', { name: `调整余额 · ${player.username}` });
    await dialog.getByText('本人已用 100.000000 / 150.000000 USDT', { exact: false }).waitFor();
    await dialog.getByLabel('金额 (USDT)').fill('80');
    await dialog.getByLabel('原因').fill(REASON);
    await dialog.getByText('需另一名财务审核通过后入账').waitFor();
    await button(dialog, '提交').click();
    await popupButton(page, '确认').click();
    await toast(page, '已提交，等待另一名财务审核');
    expect(await balance()).toBe(parseUsdt('100'));

    await page.getByRole('menuitem', { name: '玩家' }).click();
    await page.getByRole('tab', { name: '调整审核' }).click();
    await page.getByTestId('money-controls').getByText('150.000000 USDT').waitFor();
    const own = page.locator('tr', { hasText: player.username }).filter({ hasText: REASON });
    await own.getByText('待审核').waitFor();
    await own.getByText('人工存入').waitFor();
    // The requester has no 通过 on their own, only 撤回.
    expect(await button(own, '通过').count()).toBe(0);
    await button(own, '撤回').waitFor();

    const second = await consoleAs(approver);
    await second.getByRole('menuitem', { name: '玩家' }).click();
    await second.getByRole('tab', { name: '调整审核' }).click();
    const request = second.locator('tr', { hasText: player.username }).filter({ hasText: REASON });
    await request.getByText('待审核').waitFor();
    await button(request, '通过').click();
    await popupButton(second, '通过').click();
    await toast(second, /已通过|已入账/);
    await expect.poll(balance).toBe(parseUsdt('180'));
  });
});
