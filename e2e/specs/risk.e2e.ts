/**
 * 风控 end to end (issue 43): two players register in the site from one phone (the shell's
 * localStorage device_id); the first claims the new-member trial money; the second one's claim on
 * /activityDetail is refused with 同一IP或设备仅限一个账户领取; a 财务 operator finds the two as one
 * cluster, linked by that device, on the console's 风控 screen and opens the first player's
 * 关联账户 panel from it.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiMessages, apiPaths, type ActivityProgress } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { playerCall, requestId } from '../support/activity';
import { api } from '../support/api-client';
import { logIn, openAdmin } from '../support/admin';
import { launchBrowser, openMobilePage } from '../support/browser';
import { createOperator, freshTotpCode, stepAt, type Operator } from '../support/operator';
import { registerAdultThroughDialog, toast } from '../support/protection-story';

const siteUrl = inject('siteUrl');
/** The seed's 转换体验金: new members who have not deposited claim it once. */
const TRIAL = 3;

describe('风控: one phone, two accounts — the cluster on the console, the second claim refused', () => {
  let browser: Browser;
  let operator: Operator;
  const contexts: BrowserContext[] = [];
  const device = randomUUID().replaceAll('-', '');
  const players: Array<{ username: string; token: string; page: Page }> = [];
  let adminPage: Page | undefined;

  /** A phone whose shell already holds `device` as its device id (as after a first visit). */
  async function phone(): Promise<Page> {
    const { context, page } = await openMobilePage(browser);
    contexts.push(context);
    await context.addInitScript((id) => localStorage.setItem('device_id', id), device);
    return page;
  }

  beforeAll(async () => {
    operator = await createOperator('finance');
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      for (const [index, page] of [...players.map((player) => player.page), adminPage].entries())
        await page?.screenshot({ path: path.join(os.tmpdir(), `risk-e2e-${index}-${task.name.slice(0, 30)}.png`) });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('registers two players on one phone; the first claims the trial money, the second is refused', async () => {
    for (let index = 0; index < 2; index += 1) {
      const page = await phone();
      const registered = await registerAdultThroughDialog(page, siteUrl);
      expect(await page.evaluate(() => localStorage.getItem('device_id'))).toBe(device);
      players.push({ ...registered, page });
    }
    const [first, second] = players as [(typeof players)[0], (typeof players)[0]];
    const progress = await api<ActivityProgress>(
      `${apiPaths.activity.taskProgress}?activity_type=${TRIAL}`,
      undefined,
      first.token,
    );
    const reward = progress.rewards.find((candidate) => candidate.status === 'claimable');
    expect(reward).toBeDefined();
    const claimed = await playerCall(apiPaths.activity.taskReceive, first.token, {
      task: 'promotion',
      activity_type: String(TRIAL),
      tier: String(reward!.tier),
      request_id: requestId(),
    });
    expect(claimed.code).toBe(200);

    // The second account, on the same phone, meets the rule in the page.
    const page = second.page;
    await page.goto(`${siteUrl}/activityDetail?activity_type=${TRIAL}`);
    const row = page.getByTestId(`activity-reward-${reward!.tier}`);
    await row.getByTestId('activity-reward-claim').waitFor();
    const answered = page.waitForResponse((response) => response.url().endsWith(apiPaths.activity.taskReceive));
    await row.getByTestId('activity-reward-claim').click();
    const answer = (await (await answered).json()) as { code: number; message?: string };
    expect(answer.code).not.toBe(200);
    expect(answer.message).toBe(apiMessages.claimSharedClient);
    await toast(page, apiMessages.claimSharedClient);
    expect((await api<{ balance: string }>(apiPaths.userInfo, undefined, second.token)).balance).toMatch(/^0(\.0+)?$/);
  });

  it('shows the two as one cluster linked by the device on 风控, and links to each player’s 关联账户', async () => {
    const [first, second] = players as [(typeof players)[0], (typeof players)[0]];
    const admin = await openAdmin(browser);
    contexts.push(admin.context);
    adminPage = admin.page;
    const { code } = await freshTotpCode(operator.secret, stepAt(Date.now()));
    await logIn(adminPage, operator.username, operator.password, code);
    await adminPage.getByRole('menuitem', { name: '风控' }).click();
    const cluster = adminPage.locator('[data-testid="risk-clusters"] tr', { hasText: first.username });
    await cluster.waitFor();
    expect(await cluster.textContent()).toContain(second.username);
    expect(await cluster.getByTestId('risk-cluster-size').textContent()).toBe('2');
    await cluster.getByTestId('risk-link-device').first().hover();
    await adminPage.getByRole('tooltip').filter({ hasText: device }).waitFor();

    // From the cluster to the first player's page: the second shows in its 关联账户 panel.
    await cluster.getByRole('link', { name: first.username }).click();
    const panel = adminPage.locator('.ant-card', { hasText: '关联账户' });
    await panel.getByRole('link', { name: second.username }).waitFor();
    expect(await panel.getByTestId('risk-link-device').count()).toBeGreaterThan(0);
  });
});
