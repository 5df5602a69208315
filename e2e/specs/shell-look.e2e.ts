/** The shell's look and installability: theme flag, progress bar, web app manifest. */
import { describe, expect, inject, it } from 'vitest';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');

describe('shell look', () => {
  const site = useSitePage();
  const { remotePage } = site;
  const themeOf = () => site.page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'));

  it('starts dark, switches to light from the toggle, and keeps the choice across a reload', async () => {
    await site.page.goto(`${siteUrl}/about`);
    await remotePage('mf-account').waitFor();
    expect(await themeOf()).toBe('dark');
    const darkBackground = await site.page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await site.page.getByTestId('theme-toggle').click();
    expect(await themeOf()).toBe('light');
    expect(await site.page.evaluate(() => localStorage.getItem('darkMode'))).toBe('0');
    expect(await site.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);

    await site.page.reload();
    await remotePage('mf-account').waitFor();
    expect(await themeOf()).toBe('light');
    await site.page.getByTestId('theme-toggle').click();
    expect(await themeOf()).toBe('dark');
  });

  it('runs the progress bar on navigation and takes it away when the page is there', async () => {
    await site.page.goto(`${siteUrl}/home`);
    await remotePage('mf-lobby').waitFor();
    await site.page.waitForFunction(() => !document.getElementById('nprogress'));
    await site.page.evaluate(() => {
      const seen = window as { sawProgressBar?: boolean };
      seen.sawProgressBar = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) seen.sawProgressBar = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await site.page.getByTestId('tab-bar').getByText('代理', { exact: true }).click();
    await remotePage('mf-agent').waitFor();
    // NProgress removes its bar once every navigation and request is done.
    await site.page.waitForFunction(() => !document.getElementById('nprogress'));
    expect(await site.page.evaluate(() => (window as { sawProgressBar?: boolean }).sawProgressBar)).toBe(true);
  });

  it('is an installable web app: a manifest with standalone display and 192/512 px icons', async () => {
    await site.page.goto(`${siteUrl}/home`);
    const href = await site.page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await site.page.evaluate(async (url) => (await fetch(url)).json(), href as string);
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/home', lang: 'zh-CN' });
    const sizes = (manifest.icons as Array<{ sizes: string; src: string }>).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect(await site.page.evaluate(async (src) => (await fetch(src)).status, icon.src)).toBe(200);
    }
  });
});
