/**
 * The operator console end to end (issue 17), at 1280×800: a new 超级管理员 binds two-factor login at
 * the first login and logs in again with the authenticator's code; replaces the first banner's
 * picture (uploaded as a file) and a player sees it on the home page; credits a player above the
 * approval threshold, which a second operator (财务) approves; approves that player's withdrawal
 * against a transaction on the demo chain; and finds each of these actions in 审计日志 under the
 * operator who did it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiPaths, parseUsdt, type InoutRecord, type WithdrawAddress, type WithdrawInfo } from 'shared-contracts';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, registeredPlayer } from '../support/api-client';
import { launchBrowser, openMobilePage } from '../support/browser';
import { button, logIn, openAdmin, popupButton, randomColourPng, toast } from '../support/admin';
import { paidOnChain, randomChainAddress } from '../support/demo-chain';
import { completeFirstLogin } from '../support/first-login';
import { createOperator, createUnenrolledOperator, freshTotpCode, stepAt, type Operator } from '../support/operator';

const siteUrl = inject('siteUrl');
const WITHDRAW_PASSWORD = 'withdraw-pw-17';
const CREDIT = '150';
const WITHDRAWAL = '20';

/** A banner as GET /api/admin/banners lists it (the fields PUT takes back). */
interface AdminBanner {
  id: number;
  cover_images: string;
  activity_type: number;
  sort: number;
}

describe('operator console: two-factor login, a banner, a two-person adjustment, a withdrawal, the audit log', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let page: Page;
  /** The 超级管理员 this story enrols; the 财务 who approves the adjustment. */
  let admin: { username: string; password: string; secret: string };
  let approver: Operator;
  let player: { username: string; token: string; id: number };
  let bannerBefore: AdminBanner;
  let uploadedUrl: string;
  let withdrawalOrder: string;

  /** The player's balance in micro-USDT. */
  const balance = async () =>
    parseUsdt((await api<{ balance: string }>(apiPaths.userInfo, undefined, player.token)).balance);
  const goTo = async (menu: string) => {
    await page.getByRole('menuitem', { name: menu }).click();
  };

  beforeAll(async () => {
    const created = await createUnenrolledOperator('super_admin');
    admin = { ...created, secret: '' };
    approver = await createOperator('finance');
    const registered = await registeredPlayer();
    player = { ...registered, id: 0 };
    browser = await launchBrowser();
    ({ context: adminContext, page } = await openAdmin(browser));
  });
  // A failed step leaves the console as it was then, for whoever reads the failure.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await page?.screenshot({ path: path.join(os.tmpdir(), `console-e2e-${task.name.slice(0, 40)}.png`) });
  });
  afterAll(async () => {
    // The suite's other specs read the seeded banners: the first one gets its picture back.
    if (bannerBefore) {
      const { id, cover_images, activity_type, sort } = bannerBefore;
      await approver.call('PUT', `${apiPaths.admin.banners}/${id}`, { cover_images, activity_type, sort });
    }
    await adminContext?.close();
    await browser?.close();
  });

  it('changes the initial password and binds two-factor login at the first login, then logs in with both', async () => {
    await logIn(page, admin.username, admin.password);
    const ownPassword = `${admin.password}-own`;
    const { secret, enrolledAt } = await completeFirstLogin(page, admin.password, ownPassword);
    admin.password = ownPassword;
    admin.secret = secret;
    await page.getByRole('menuitem', { name: '审计日志' }).waitFor();

    await button(page, '退出登录').click();
    const { code } = await freshTotpCode(admin.secret, stepAt(enrolledAt));
    await logIn(page, admin.username, admin.password, code);
    await page.getByRole('menuitem', { name: '仪表盘' }).waitFor();
    expect(await page.evaluate(() => location.href)).not.toContain(code);
  });

  it('replaces the first banner’s picture with an uploaded file, which the player home shows', async () => {
    const banners = await approver.call<AdminBanner[]>('GET', apiPaths.admin.banners);
    bannerBefore = [...banners.result!].sort((a, b) => b.sort - a.sort || a.id - b.id)[0]!;

    await goTo('内容');
    const row = page.locator('tr', { has: page.getByRole('cell', { name: String(bannerBefore.id), exact: true }) });
    await button(row, '编辑').click();
    const dialog = page.getByRole('dialog', { name: `编辑轮播图 #${bannerBefore.id}` });
    const uploaded = page.waitForResponse((response) => response.url().endsWith(apiPaths.admin.uploads));
    await dialog
      .getByTestId('banner-image')
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: randomColourPng() });
    uploadedUrl = ((await (await uploaded).json()) as { result: { url: string } }).result.url;
    expect(uploadedUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
    await toast(page, '图片已上传');
    // A save just saves: no second confirmation (only a delete asks).
    await button(dialog, '保存').click();
    await toast(page, '已保存');
    expect(await page.locator('.ant-popover:visible').count()).toBe(0);

    const phone = await openMobilePage(browser);
    try {
      await phone.page.goto(`${siteUrl}/home`);
      const slide = phone.page.getByTestId('banner-carousel').locator(`img[src="${uploadedUrl}"]`).first();
      await expect.poll(async () => (await slide.count()) > 0 || (await phone.page.reload(), false), {
        timeout: 30_000,
      });
      // The file is served as a picture, cached for good (its name is its content's hash).
      const file = await fetch(`${siteUrl}${uploadedUrl}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('cache-control')).toContain('immutable');
    } finally {
      await phone.context.close();
    }
  });

  it('credits a player above the threshold only when a second operator approves it', async () => {
    await goTo('玩家');
    await page.getByPlaceholder('玩家ID / 用户名 / 邀请码').fill(player.username);
    await button(page, '搜索').click();
    // The search is in the address, and the name is a real link (ctrl- or middle-click opens a tab).
    await page.waitForURL((url) => url.searchParams.get('q') === player.username);
    await page.getByRole('cell', { name: player.username, exact: true }).click();
    await page.waitForURL(/\/admin\/players\/\d+$/);
    player.id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.goBack();
    const link = page.getByRole('link', { name: player.username, exact: true });
    expect(await link.getAttribute('href')).toBe(`/admin/players/${player.id}`);
    expect(await page.getByPlaceholder('玩家ID / 用户名 / 邀请码').inputValue()).toBe(player.username);
    await page.goForward();
    await page.waitForURL(/\/admin\/players\/\d+$/);

    await button(page, '调整余额').click();
    const dialog = page.getByRole('dialog', { name: `调整余额 · ${player.username}` });
    await dialog.getByLabel('金额 (USDT)').fill(CREDIT);
    await dialog.getByLabel('原因').fill('补发活动奖励（工单 17）');
    await dialog.getByText('需另一名财务审核').waitFor();
    await button(dialog, '提交').click();
    await popupButton(page, '确认').click();
    await toast(page, '已提交，等待另一名财务审核');
    expect(await balance()).toBe(0);

    // The 财务 who approves logs in with their own password and code, in their own browser session.
    const second = await openAdmin(browser);
    try {
      const { code } = await freshTotpCode(approver.secret, stepAt(Date.now()));
      await logIn(second.page, approver.username, approver.password, code);
      await second.page.getByRole('menuitem', { name: '玩家' }).click();
      await second.page.getByRole('tab', { name: '调整审核' }).click();
      const request = second.page.locator('tr', { hasText: player.username }).filter({ hasText: '补发活动奖励' });
      await button(request, '通过').click();
      await popupButton(second.page, '通过').click();
      await toast(second.page, /已通过|已入账/);
    } finally {
      await second.context.close();
    }
    await expect.poll(balance).toBe(parseUsdt(CREDIT));
  });

  it('approves the player’s withdrawal against a payment verified on the demo chain', async () => {
    await api(
      apiPaths.wallet.setPassword,
      { password: WITHDRAW_PASSWORD, confirm_password: WITHDRAW_PASSWORD },
      player.token,
    );
    const address = await randomChainAddress();
    await api(apiPaths.wallet.bindAddress, { type: '1', address }, player.token);
    const { list } = await api<{ list: WithdrawAddress[] }>(apiPaths.wallet.addressList, {}, player.token);
    await api(
      apiPaths.wallet.withdrawApply,
      {
        amount: WITHDRAWAL,
        address_id: String(list[0]!.id),
        password: WITHDRAW_PASSWORD,
        request_id: `console-${player.id}`,
      },
      player.token,
    );
    const held = await api<WithdrawInfo>(apiPaths.wallet.withdrawInfo, {}, player.token);
    const [record] = (await api<{ list: InoutRecord[] }>(apiPaths.records.inoutRecords, { type: '2' }, player.token))
      .list;
    withdrawalOrder = record!.order_id;

    await goTo('提现审核');
    await page.getByPlaceholder('玩家ID').fill(String(player.id));
    const row = page.locator('tr', { hasText: withdrawalOrder });
    await button(row, '审核').click();
    const drawer = page.locator('.ant-drawer', { hasText: `提现审核 · ${withdrawalOrder}` });
    // The review shows who the player is and what they did before asking.
    await drawer.getByText(player.username).first().waitFor();
    await button(drawer, '通过并付款').click();
    const approve = page.getByRole('dialog', { name: '通过并付款' });
    const txId = await paidOnChain(address, WITHDRAWAL);
    await approve.getByLabel('链上交易ID（TRC20）').fill(txId);
    await button(approve, '确认完成').click();
    await toast(page, '已核验并完成提现');
    await drawer.getByText('已完成').first().waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });

    const [paid] = (await api<{ list: InoutRecord[] }>(apiPaths.records.inoutRecords, { type: '2' }, player.token))
      .list;
    expect(paid).toMatchObject({ order_id: withdrawalOrder, status: 1, tx_id: txId });
    expect(await balance()).toBe(parseUsdt(held.balance));
  });

  it('finds each action in 审计日志 under the operator who did it', async () => {
    await goTo('审计日志');
    await page.getByLabel('操作人').fill(admin.username);
    await button(page, '查询').click();
    const table = page.locator('.ant-table-tbody');
    for (const entity of [
      '轮播图（banners）',
      '上传图片（uploads）',
      '余额调整（balance_adjustment）',
      '提现（withdrawal）',
    ])
      await table.locator('tr', { hasText: entity }).first().waitFor();
    // The unfiltered rows stay shown while the query loads: wait for the second operator's to go.
    await expect.poll(() => table.locator('tr', { hasText: approver.username }).count()).toBe(0);

    await page.getByLabel('操作人').fill(approver.username);
    await button(page, '查询').click();
    // The first operator's rows stay shown while the new query loads: wait for them to go, then look.
    await expect.poll(() => table.locator('tr', { hasText: admin.username }).count()).toBe(0);
    await table.locator('tr', { hasText: '余额调整（balance_adjustment）' }).first().waitFor();
  });
});
