/**
 * The account remote's /user 我的 menu and /about 关于我们 (issue 14): a logged-in player reaches
 * every record screen and service from the menu, switches the theme and opens customer service;
 * /about shows the operator's text sanitized and each remote's version from remotes.json. The
 * player's figures and 退出登录 are in mine.e2e.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiPaths, CONFIG_IDS, messages, releaseManifestSchema, type ConfigInput } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registeredPlayer } from '../support/api-client';
import { liveRoutes, navigateInSite } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { accountPage, openLoggedInPage } from '../support/mine';
import { createOperator, type Operator } from '../support/operator';

const siteUrl = inject('siteUrl');

/** A config item as the operator API lists it (shared-contracts adminConfigItemSchema). */
interface AdminConfigItem {
  id: number;
  content: string;
  remark: string;
}
const text = messages.mine;

/** What the menu lists, in its order: the record screens, the services, then 关于我们. */
const MENU_PATHS = [
  '/betRecords',
  '/accountRecords',
  '/rechargeRecords',
  '/transactionRecords',
  '/backRecords',
  '/safe',
  '/benefit',
  '/income',
  '/community',
  '/responsible',
  '/about',
];

/** Operator text with a heading to move under the page's h1 and three ways to run a script. */
const ABOUT_HTML = [
  '<h1>关于本站</h1>',
  '<p>e2e 关于我们 <strong>正文</strong></p>',
  '<img src="/x.png" alt="" onerror="window.__aboutRan = 1">',
  '<script>window.__aboutRan = 2</script>',
  '<a href="javascript:window.__aboutRan = 3">链接</a>',
].join('');

describe('/user 我的 menu and /about 关于我们', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let operator: Operator;
  let aboutBefore: AdminConfigItem | undefined;

  const minePage = () => accountPage(page);
  const putAbout = (content: string, remark: string) =>
    operator.call('PUT', `${apiPaths.admin.config}/${CONFIG_IDS.about}`, {
      id: CONFIG_IDS.about,
      content,
      remark,
    } satisfies ConfigInput);

  beforeAll(async () => {
    browser = await launchBrowser();
    operator = await createOperator();
    const items = await operator.call<AdminConfigItem[]>('GET', apiPaths.admin.config);
    aboutBefore = items.result?.find((item) => item.id === CONFIG_IDS.about);
    ({ context, page } = await openLoggedInPage(browser, (await registeredPlayer()).token));
  });
  afterAll(async () => {
    if (aboutBefore) await putAbout(aboutBefore.content, aboutBefore.remark);
    await context?.close();
    await browser?.close();
  });

  it('the menu leads to every record screen and service; the theme switch flips the site’s theme', async () => {
    const owners = new Map((await liveRoutes(siteUrl)).map((route) => [route.path, route.remote]));
    await navigateInSite(page, '/user', 'mf-account');
    const links = minePage().getByTestId('mine-menu').locator('a[href]');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      MENU_PATHS,
    );
    for (const path of MENU_PATHS) {
      await minePage()
        .getByTestId(`mine-menu-${path.slice(1)}`)
        .click();
      await page.waitForURL((url) => url.pathname === path);
      await page
        .locator(`[data-testid="remote-page"][data-remote="${owners.get(path)}"]:visible`)
        .first()
        .waitFor();
      await page.goBack();
      await minePage().getByTestId('mine-menu').waitFor();
    }

    const theme = () => page.evaluate(() => document.documentElement.dataset.prefersColorScheme ?? 'light');
    const before = await theme();
    const toggle = minePage().getByRole('switch', { name: text.menu.darkMode });
    expect(await toggle.getAttribute('aria-checked')).toBe(String(before === 'dark'));
    await toggle.click();
    await expect.poll(theme).not.toBe(before);
    expect(await toggle.getAttribute('aria-checked')).toBe(String(before !== 'dark'));
    await toggle.click();
    await expect.poll(theme).toBe(before);

    await minePage().getByTestId('mine-service').click();
    await page.getByTestId('customer-service').getByText(messages.service.title).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('customer-service').waitFor({ state: 'hidden' });
  });

  it('/about shows the operator’s text sanitized, headings under the page title, and each remote’s version', async () => {
    expect((await putAbout(ABOUT_HTML, '关于我们')).code).toBe(200);
    // The site's config is read once per page load.
    await page.goto(`${siteUrl}/about`);
    const article = page.getByTestId('about-content');
    await article.getByText('e2e 关于我们').waitFor();
    expect(await article.locator('h2').textContent()).toBe('关于本站');
    expect(await article.locator('h1, script, [onerror]').count()).toBe(0);
    expect(await article.locator('a').getAttribute('href')).toBeNull();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __aboutRan?: number }).__aboutRan)).toBeUndefined();

    const manifest = releaseManifestSchema.parse(await (await fetch(`${siteUrl}/remotes.json`)).json());
    const versions = page.getByTestId('about-version');
    expect(await versions.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-remote')))).toEqual(
      manifest.remotes.map((remote) => remote.name),
    );
    for (const remote of manifest.remotes) {
      const row = page.locator(`[data-testid="about-version"][data-remote="${remote.name}"]`);
      expect(await row.locator('dd').textContent()).toBe(remote.version);
    }
  });
});
