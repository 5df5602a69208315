/**
 * Activities and rewards end to end (issue 16): a new player funded through the demo chain claims
 * the first-deposit bonus on /activityDetail and finds its turnover on /withdrawal; signs in on
 * /benefit once a day; a red packet sent on /redBag is opened by another player through its link;
 * /activity lists the promotions and a visitor meets the rules and 登录. Amounts are computed from
 * the promotions' parameters (read as the operator console reads them) and the deposit, never
 * copied from the seed.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiMessages,
  apiPaths,
  messages,
  shownUsdt,
  type ActivityProgress,
  type RedPacket,
  type TaskListResult,
  type WithdrawalRules,
  type WithdrawInfo,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bonusTurnover, playerCall, promotionParams, requestId } from '../support/activity';
import { balanceOf, fund, micro } from '../support/agent-team';
import { api, registeredPlayer } from '../support/api-client';
import { launchBrowser, openMobilePage } from '../support/browser';
import { createOperator, type Operator } from '../support/operator';
import { clearOfShanghaiMidnight } from '../support/shanghai-day';

const siteUrl = inject('siteUrl');
const FIRST_DEPOSIT = 1;
const SIGN_IN = 10;

describe('activities: first-deposit bonus, daily sign-in, red packets, the promotion list', () => {
  let browser: Browser;
  let operator: Operator;
  const contexts: BrowserContext[] = [];
  /** The player of the bonus and the sign-in. */
  let token = '';

  async function pageAs(playerToken: string | null): Promise<Page> {
    const { context, page } = await openMobilePage(browser);
    contexts.push(context);
    if (playerToken) await context.addInitScript((value) => localStorage.setItem('robot_token', value), playerToken);
    return page;
  }
  const progressOf = (type: number, playerToken: string) =>
    api<ActivityProgress>(`${apiPaths.activity.taskProgress}?activity_type=${type}`, undefined, playerToken);
  const withdrawInfo = (playerToken: string) => api<WithdrawInfo>(apiPaths.wallet.withdrawInfo, {}, playerToken);
  const toast = (page: Page, text: string) => page.locator('.adm-toast-main').filter({ hasText: text }).waitFor();

  beforeAll(async () => {
    // The deposit, the claims and the screens that read "today" fall on one Shanghai day.
    await clearOfShanghaiMidnight(240_000);
    operator = await createOperator();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('/activityDetail?activity_type=1: a first deposit’s bonus is claimed with 领取; /withdrawal owes its turnover', async () => {
    const params = await promotionParams(operator, FIRST_DEPOSIT, 'deposit_bonus');
    ({ token } = await registeredPlayer());
    await fund(token, '50');
    const deposit = await balanceOf(token);
    expect(deposit).toBeGreaterThanOrEqual(micro(params.min_deposit));
    const bonus = Math.min(Math.floor((deposit * params.percent) / 10_000), micro(params.cap));
    expect(bonus).toBeGreaterThan(0);
    const owedBefore = micro((await withdrawInfo(token)).turnover_remaining);

    const page = await pageAs(token);
    await page.goto(`${siteUrl}/activityDetail?activity_type=${FIRST_DEPOSIT}`);
    const row = page.getByTestId('activity-reward-0');
    await row.getByTestId('activity-reward-claim').waitFor();
    expect(await row.textContent()).toContain(shownUsdt(bonus));
    const claimed = page.waitForResponse((response) => response.url().endsWith(apiPaths.activity.taskReceive));
    await row.getByTestId('activity-reward-claim').click();
    expect(((await (await claimed).json()) as { code: number }).code).toBe(200);
    await toast(page, messages.activityCommon.claimedToast.replace('{amount}', shownUsdt(bonus)));
    expect(await balanceOf(token)).toBe(deposit + bonus);
    await row.getByTestId('activity-reward-claim-claimed').waitFor();
    expect(await row.getByTestId('activity-reward-claim').count()).toBe(0);

    // The bonus asks for its amount × the promotion's multiple on top of what the deposit asks.
    const owed = owedBefore + bonusTurnover(bonus, params.turnover_multiple);
    const { turnover_remaining: remaining } = await withdrawInfo(token);
    expect(micro(remaining)).toBe(owed);
    await page.goto(`${siteUrl}/withdrawal`);
    const turnover = page.getByTestId('withdraw-turnover');
    await turnover.waitFor();
    expect(await turnover.textContent()).toContain(messages.withdrawal.turnoverHint);
    // The screen drops the wire's trailing zeros: 60.000000 shows as 60.
    expect(await turnover.locator('strong').textContent()).toBe(remaining.replace(/\.?0+$/, ''));
  });

  it('/benefit: 签到 pays day 1’s reward once; a second claim the same day is refused', async () => {
    const params = await promotionParams(operator, SIGN_IN, 'sign_in');
    const progress = await progressOf(SIGN_IN, token);
    expect(progress.streak).toEqual({ days: 0, signed_today: false });
    const reward = micro(params.rewards[0]!);
    const before = await balanceOf(token);

    const page = await pageAs(token);
    await page.goto(`${siteUrl}/benefit`);
    const card = page.getByTestId(`benefit-task-${SIGN_IN}`);
    const signIn = card.getByTestId('benefit-sign-in');
    await signIn.waitFor();
    expect(await signIn.textContent()).toContain(messages.benefit.signInAction);
    const claimed = page.waitForResponse((response) => response.url().endsWith(apiPaths.activity.taskReceive));
    await signIn.click();
    expect(((await (await claimed).json()) as { code: number }).code).toBe(200);
    await toast(page, messages.activityCommon.claimedToast.replace('{amount}', shownUsdt(reward)));
    expect(await balanceOf(token)).toBe(before + reward);
    await card.getByTestId('benefit-signed').waitFor();
    expect(await signIn.count()).toBe(0);
    expect(await card.getByTestId('benefit-day-1').getAttribute('data-state')).toBe('signed');

    // Straight to the API: today's reward again, and tomorrow's today.
    const again = (tier: number) =>
      playerCall(apiPaths.activity.taskReceive, token, {
        task: 'promotion',
        activity_type: String(SIGN_IN),
        tier: String(tier),
        request_id: requestId(),
      });
    const sameDay = await again(1);
    expect(sameDay.message).toBe(apiMessages.activityAlreadyClaimed);
    expect(sameDay.code).not.toBe(200);
    const nextDay = await again(2);
    expect(nextDay.message).toBe(apiMessages.activitySignInDone);
    expect(nextDay.code).not.toBe(200);
    expect(await balanceOf(token)).toBe(before + reward);
    expect((await progressOf(SIGN_IN, token)).streak).toEqual({ days: 1, signed_today: true });
  });

  it('/redBag: A sends 2 USDT in 2 random shares; B opens the link, takes a share once; the balances move by exactly that', async () => {
    // A deposit owes no turnover while the multiplier is 0, so A may give money away at once.
    const settings = (
      await operator.call<WithdrawalRules & { hot_wallet_address?: unknown }>('GET', apiPaths.admin.withdrawalSettings)
    ).result!;
    const rules: WithdrawalRules & { hot_wallet_address?: unknown } = { ...settings };
    delete rules.hot_wallet_address;
    expect(
      (await operator.call('PUT', apiPaths.admin.withdrawalSettings, { ...rules, turnover_multiplier: 0 })).code,
    ).toBe(200);
    const a = await registeredPlayer();
    try {
      await fund(a.token, '20');
    } finally {
      await operator.call('PUT', apiPaths.admin.withdrawalSettings, rules);
    }
    const b = await registeredPlayer();
    const aBefore = await balanceOf(a.token);

    const sender = await pageAs(a.token);
    await sender.goto(`${siteUrl}/redBag`);
    await sender.getByTestId('red-packet-form').waitFor();
    await sender.getByTestId('split-random').click();
    await sender.getByTestId('red-packet-total').fill('2');
    await sender.getByTestId('red-packet-count').fill('2');
    await sender.getByTestId('red-packet-send').click();
    const code = (await sender.getByTestId('red-packet-code').textContent()) ?? '';
    const link = (await sender.getByTestId('red-packet-link').textContent()) ?? '';
    expect(link).toBe(`${siteUrl}/redBag?code=${code}`);
    expect(await balanceOf(a.token)).toBe(aBefore - micro('2'));

    const bBefore = await balanceOf(b.token);
    const taker = await pageAs(b.token);
    await taker.goto(link);
    await taker.getByTestId('red-packet-open').click();
    const myShare = taker.getByTestId('red-packet-my-share');
    await myShare.waitFor();
    const shown = /(\d+\.\d{4})/.exec((await myShare.textContent()) ?? '')?.[1] ?? '';
    const packet = await api<RedPacket>(`${apiPaths.activity.redPacketView}?code=${code}`, undefined, b.token);
    expect(packet).toMatchObject({ split: 'random', count: 2, total: '2.000000', taken_count: 1 });
    const share = micro(packet.my_share!);
    expect(shown).toBe(shownUsdt(share));
    expect(share).toBeGreaterThanOrEqual(micro('0.01'));
    expect(share).toBeLessThan(micro('2'));
    expect(await balanceOf(b.token)).toBe(bBefore + share);
    expect(await balanceOf(a.token)).toBe(aBefore - micro('2'));

    expect(await taker.getByTestId('red-packet-open').count()).toBe(0);
    expect(await taker.getByTestId('red-packet-envelope').getAttribute('data-state')).toBe('taken');
    const second = await playerCall(apiPaths.activity.redPacketGrab, b.token, { code });
    expect(second).toMatchObject({ message: apiMessages.redPacketAlreadyTaken });
    expect(second.code).not.toBe(200);
    expect(await balanceOf(b.token)).toBe(bBefore + share);
  });

  it('/activity lists the promotions; a card opens its detail; a visitor sees the rules and 登录', async () => {
    const listed = (await api<TaskListResult>(apiPaths.activity.taskList)).list;
    expect(listed.length).toBeGreaterThan(0);
    const page = await pageAs(null);
    await page.goto(`${siteUrl}/activity`);
    await page.getByTestId('activity-list').waitFor();
    const cards = await page
      .locator('[data-testid^="activity-card-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    expect(cards.sort()).toEqual(listed.map((item) => `activity-card-${item.activity_type}`).sort());

    const first = listed.find((item) => item.activity_type === FIRST_DEPOSIT)!;
    await page.getByTestId(`activity-card-${FIRST_DEPOSIT}`).getByTestId('activity-open').click();
    await page.waitForURL((url) => url.pathname === '/activityDetail');
    expect(new URL(page.url()).searchParams.get('activity_type')).toBe(String(FIRST_DEPOSIT));
    await page.getByTestId('activity-header').filter({ hasText: first.title }).waitFor();

    const { detail } = await api<TaskListResult>(`${apiPaths.activity.taskList}?activity_type=${FIRST_DEPOSIT}`);
    // Every piece of text of the operator's rules is on the page (the sanitizer keeps the seed's plain HTML).
    const pieces = detail!.rules_html
      .split(/<[^>]+>/)
      .map((piece) => piece.trim())
      .filter(Boolean);
    const rules = page.getByTestId('activity-rules');
    await rules.waitFor();
    const shownRules = (await rules.textContent()) ?? '';
    for (const piece of pieces) expect(shownRules).toContain(piece);
    expect(await page.getByTestId('activity-progress-card').count()).toBe(0);
    await page.getByTestId('activity-login').click();
    await page.getByTestId('login-dialog').waitFor();
  });
});
