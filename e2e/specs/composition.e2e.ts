/** Run-time composition as a player sees it: every tab from its own remote, frame and routes. */
import { describe, expect, inject, it } from 'vitest';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');

describe('composed site', () => {
  const site = useSitePage();
  const { remotePage, tab } = site;

  it('redirects / to /home and renders every tab from its own remote', async () => {
    await site.page.goto(`${siteUrl}/`);
    await remotePage('mf-lobby').waitFor();
    expect(new URL(site.page.url()).pathname).toBe('/home');

    for (const [title, remote, path] of [
      ['活动', 'mf-activity', '/activity'],
      ['代理', 'mf-agent', '/Agent'],
      ['我的', 'mf-account', '/user'],
      ['首页', 'mf-lobby', '/home'],
    ] as const) {
      await tab(title).click();
      await remotePage(remote).waitFor();
      expect(new URL(site.page.url()).pathname).toBe(path);
      expect(await site.page.title()).toBe(title);
    }
  });

  it('keeps home, agent and activity mounted while hidden, and drops uncached pages', async () => {
    await site.page.goto(`${siteUrl}/home`);
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
    await site.page.goto(`${siteUrl}/recharge`);
    await remotePage('mf-wallet').waitFor();
    expect(await site.page.getByTestId('tab-bar').count()).toBe(0);
    expect(await site.page.locator('.adm-nav-bar-title').innerText()).toBe('充值');
    await site.page.locator('.adm-nav-bar-back').click();
    await remotePage('mf-lobby').waitFor();

    await site.page.goto(`${siteUrl}/redBag`);
    await remotePage('mf-activity').waitFor();
    expect(await site.page.getByTestId('tab-bar').count()).toBe(0);
    // The shell draws no back bar: the only one is the page's own header, inside the remote's page.
    const navBars = await site.page.locator('.adm-nav-bar').count();
    expect(navBars - (await remotePage('mf-activity').locator('.adm-nav-bar').count())).toBe(0);
  });

  it('reaches every route of the spec', async () => {
    const routes: Array<[string, string]> = [
      ['/cateList', 'mf-lobby'],
      ['/redirect', 'mf-lobby'],
      ['/pcSlots', 'mf-lobby'],
      ['/withdrawal', 'mf-wallet'],
      ['/buy', 'mf-wallet'],
      ['/safe', 'mf-wallet'],
      ['/betRecords', 'mf-account'],
      ['/accountRecords', 'mf-account'],
      ['/rechargeRecords', 'mf-account'],
      ['/transactionRecords', 'mf-account'],
      ['/backRecords', 'mf-account'],
      ['/betDetail', 'mf-account'],
      ['/about', 'mf-account'],
      ['/lowerList', 'mf-agent'],
      ['/income', 'mf-agent'],
      ['/activityDetail', 'mf-activity'],
      ['/benefit', 'mf-activity'],
      ['/customDetail', 'mf-activity'],
      ['/community', 'mf-activity'],
    ];
    for (const [path, remote] of routes) {
      await site.page.goto(`${siteUrl}${path}`);
      await remotePage(remote).waitFor();
    }
  });

  it('answers an unknown path with a Chinese not-found page', async () => {
    await site.page.goto(`${siteUrl}/no-such-page`);
    await site.page.getByText('页面不存在').waitFor();
    await site.page.getByText('返回首页').click();
    await remotePage('mf-lobby').waitFor();
  });
});
