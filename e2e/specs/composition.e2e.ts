/** Run-time composition as a player sees it: every tab from its own remote, frame and routes. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openMobilePage } from '../support/browser';

const siteUrl = inject('siteUrl');

describe('composed site', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ page } = await openMobilePage(browser));
  });

  const remotePage = (remote: string) => page.locator(`[data-testid="remote-page"][data-remote="${remote}"]`);
  const tab = (title: string) => page.getByTestId('tab-bar').getByText(title, { exact: true });

  it('redirects / to /home and renders every tab from its own remote', async () => {
    await page.goto(`${siteUrl}/`);
    await remotePage('mf-lobby').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');

    for (const [title, remote, path] of [
      ['活动', 'mf-activity', '/activity'],
      ['代理', 'mf-agent', '/Agent'],
      ['我的', 'mf-account', '/user'],
      ['首页', 'mf-lobby', '/home'],
    ] as const) {
      await tab(title).click();
      await remotePage(remote).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.title()).toBe(title);
    }
  });

  it('keeps home, agent and activity mounted while hidden, and drops uncached pages', async () => {
    await page.goto(`${siteUrl}/home`);
    await remotePage('mf-lobby').waitFor();
    await tab('代理').click();
    await remotePage('mf-agent').waitFor();
    await tab('我的').click();
    await remotePage('mf-account').waitFor();
    await tab('活动').click();
    await remotePage('mf-activity').waitFor();
    // Home and agent are still in the page, hidden; the account page (not cached) is gone.
    expect(await remotePage('mf-lobby').count()).toBe(1);
    expect(await remotePage('mf-lobby').isHidden()).toBe(true);
    expect(await remotePage('mf-agent').count()).toBe(1);
    expect(await remotePage('mf-account').count()).toBe(0);
  });

  it('shows sub-pages with a back bar and no tab bar, and pages outside the frame bare', async () => {
    await page.goto(`${siteUrl}/recharge`);
    await remotePage('mf-wallet').waitFor();
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
    expect(await page.locator('.adm-nav-bar-title').innerText()).toBe('充值');
    await page.locator('.adm-nav-bar-back').click();
    await remotePage('mf-lobby').waitFor();

    await page.goto(`${siteUrl}/redBag`);
    await remotePage('mf-activity').waitFor();
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
    expect(await page.locator('.adm-nav-bar').count()).toBe(0);
  });

  it('reaches every route of the spec', async () => {
    const routes: Array<[string, string]> = [
      ['/cateList', 'mf-lobby'], ['/redirect', 'mf-lobby'], ['/pcSlots', 'mf-lobby'],
      ['/withdrawal', 'mf-wallet'], ['/buy', 'mf-wallet'],
      ['/betRecords', 'mf-account'], ['/accountRecords', 'mf-account'], ['/rechargeRecords', 'mf-account'],
      ['/transactionRecords', 'mf-account'], ['/backRecords', 'mf-account'], ['/betDetail', 'mf-account'],
      ['/safe', 'mf-account'], ['/about', 'mf-account'],
      ['/lowerList', 'mf-agent'], ['/income', 'mf-agent'],
      ['/activityDetail', 'mf-activity'], ['/benefit', 'mf-activity'], ['/customDetail', 'mf-activity'], ['/community', 'mf-activity'],
    ];
    for (const [path, remote] of routes) {
      await page.goto(`${siteUrl}${path}`);
      await remotePage(remote).waitFor();
    }
  });

  it('answers an unknown path with a Chinese not-found page', async () => {
    await page.goto(`${siteUrl}/no-such-page`);
    await page.getByText('页面不存在').waitFor();
    await page.getByText('返回首页').click();
    await remotePage('mf-lobby').waitFor();
  });
});
