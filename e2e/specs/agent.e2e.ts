/**
 * The agent programme end to end (issue 15): A registers; B registers through A's invite link and
 * C through B's; B and C play demo spins; the settlement CLI settles today (demo `--now`, 00:10
 * tomorrow in Shanghai); then A and B find on /income exactly what the rule gives, claim it there,
 * and their balances rise by exactly that; A's /lowerList shows B's branch. The amounts are
 * computed here from the stakes the provider took and the template in force, never read back from
 * the commission calls. The popups only a settled day opens are scanned with axe here.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiPaths, messages, shownUsdt, type AgentTemplateResult } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, registeredPlayer } from '../support/api-client';
import {
  balanceOf,
  fund,
  micro,
  playerOf,
  playSpins,
  registerThroughLink,
  settleDay,
  shanghaiToday,
  type TeamPlayer,
} from '../support/agent-team';
import { AxeGuard, closeDialogs, dialogShown } from '../support/axe';
import { launchBrowser, openMobilePage } from '../support/browser';
import { clearOfShanghaiMidnight } from '../support/shanghai-day';

const siteUrl = inject('siteUrl');
/** 4 spins of 50 USDT: 200 USDT of stake pays 1 USDT at 50 per 10,000, the default claim minimum. */
const STAKE = 50;

/** The rate of the tier a team performance reaches (tiers lowest first; the first starts at 0). */
function rateAt(template: AgentTemplateResult, gameTypeId: number, performance: number): number {
  const tiers = template.categories.find((category) => category.game_type_id === gameTypeId)?.tiers ?? [];
  return tiers.filter((tier) => micro(tier.min_performance) <= performance).at(-1)?.rate ?? 0;
}
/** gross = ⌊T × rate / 10,000⌋ for one category (all rounds here are the demo slot's). */
const grossOf = (template: AgentTemplateResult, gameTypeId: number, team: number) =>
  Math.floor((team * rateAt(template, gameTypeId, team)) / 10_000);

describe('agent programme: invite, play, settle, see and claim on /income', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let a: TeamPlayer;
  let b: TeamPlayer;
  let c: TeamPlayer;
  let stakeB = 0;
  let stakeC = 0;
  let day = '';
  // The popups only a settled day opens (a day's breakdown, the claim confirmation) are scanned here.
  const guard = new AxeGuard();

  async function pageAs(player: TeamPlayer | null): Promise<Page> {
    const { context, page } = await openMobilePage(browser);
    contexts.push(context);
    if (player) await context.addInitScript((token) => localStorage.setItem('robot_token', token), player.token);
    return page;
  }

  beforeAll(async () => {
    // The rounds, the settled day and the screens that read "today" all fall on one Shanghai day
    // (the flow takes about two minutes; the wait stays inside the hook's timeout).
    await clearOfShanghaiMidnight(240_000);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('A invites B through the invite link, B invites C; /Agent shows each upline and team', async () => {
    a = await playerOf((await registeredPlayer()).token);
    b = await registerThroughLink(await pageAs(null), a);
    c = await registerThroughLink(await pageAs(null), b);

    const page = await pageAs(b);
    await page.goto(`${siteUrl}/Agent`);
    await page.getByTestId('agent-commission').waitFor();
    expect(await page.getByTestId('agent-upline').textContent()).toBe(String(a.id));
    expect(await page.getByTestId('agent-invite-code').textContent()).toBe(b.inviteCode);
    expect(await page.getByTestId('agent-team-size').textContent()).toBe('1');
  });

  it('B and C play demo spins; the CLI settles today', async () => {
    await Promise.all([fund(b.token, '260'), fund(c.token, '260')]);
    const { context } = await openMobilePage(browser);
    contexts.push(context);
    stakeC = await playSpins(context, c.token, 4, STAKE);
    stakeB = await playSpins(context, b.token, 4, STAKE);
    expect([stakeB, stakeC]).toEqual([200_000_000, 200_000_000]);

    const today = shanghaiToday();
    day = today.day;
    await settleDay(day, today.settleAt);
  });

  it('/income shows B and A exactly the rule’s amounts; claiming there raises each balance by exactly that', async () => {
    const template = await api<AgentTemplateResult>(apiPaths.agent.template, {}, a.token);
    const [{ game_type_id: category }] = (
      await api<{ rows: Array<{ game_type_id: number }> }>(apiPaths.records.betRecords, { period: 'today' }, c.token)
    ).rows as [{ game_type_id: number }];
    // B's team is C; A's team is B and C, less what B's team earns at B's rate (rate difference).
    const grossB = grossOf(template, category, stakeC);
    const expected = new Map([
      [b, grossB],
      [a, grossOf(template, category, stakeB + stakeC) - grossB],
    ]);
    expect(expected.get(b)).toBe(1_000_000);
    expect(expected.get(a)).toBe(1_000_000);

    for (const [player, amount] of expected) {
      const page = await pageAs(player);
      await page.goto(`${siteUrl}/income`);
      const row = page.locator(`[data-testid="commission-row"][data-day="${day}"]`);
      await row.waitFor();
      expect(await row.getByTestId('commission-amount').textContent()).toBe(shownUsdt(amount));
      expect(await row.getByTestId('commission-status').textContent()).toBe(messages.agentCommon.status[1]);
      expect(await page.getByTestId('income-unclaimed').textContent()).toBe(shownUsdt(amount));
      await row.getByRole('button').click();
      await dialogShown(page, 'commission-detail');
      expect(await page.getByTestId('commission-detail-amount').textContent()).toBe(shownUsdt(amount));
      await guard.check(page, 'commission popup');
      await closeDialogs(page);

      const before = await balanceOf(player.token);
      await page.getByTestId('claim-button').click();
      await dialogShown(page, 'claim-dialog');
      await guard.check(page, 'claim confirmation');
      const claimed = page.waitForResponse((response) => response.url().endsWith(apiPaths.agent.playOut));
      await page.getByRole('button', { name: messages.agentCommon.claimOk }).click();
      expect(((await (await claimed).json()) as { code: number }).code).toBe(200);
      await page
        .locator('.adm-toast-main')
        .getByText(messages.agentCommon.claimed.replace('{amount}', shownUsdt(amount)), { exact: true })
        .waitFor();
      expect(await balanceOf(player.token)).toBe(before + amount);

      await expect.poll(() => row.getByTestId('commission-status').textContent()).toBe(messages.agentCommon.status[2]);
      expect(await page.getByTestId('income-unclaimed').textContent()).toBe(shownUsdt(0));
      expect(await page.getByTestId('claim-button').isDisabled()).toBe(true);
      await page.getByTestId('income-tabs-claim').click();
      expect(await page.getByTestId('claim-row').first().getByTestId('claim-amount').textContent()).toBe(
        shownUsdt(amount),
      );
    }
    guard.flush();
  });

  it('/lowerList shows A their direct member B with the branch’s stake today; B’s popup splits own and team', async () => {
    const page = await pageAs(a);
    await page.goto(`${siteUrl}/lowerList`);
    await page.getByTestId('period-filter-today').click();
    await expect.poll(() => page.getByTestId('lower-team-performance').textContent()).toBe(shownUsdt(stakeB + stakeC));
    const row = page.locator(`[data-testid="member-row"][data-member="${b.id}"]`);
    await expect
      .poll(() => row.getByTestId('member-performance').textContent())
      .toBe(`${messages.lowerList.performance} ${shownUsdt(stakeB + stakeC)}`);
    await row.getByRole('button').click();
    await dialogShown(page, 'member-detail');
    expect(await page.getByTestId('member-own-total').textContent()).toBe(shownUsdt(stakeB));
    expect(await page.getByTestId('member-team-total').textContent()).toBe(shownUsdt(stakeC));
  });
});
