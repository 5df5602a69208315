/**
 * The home page's first screen (issue 19): the site server draws the top bar, the first banner,
 * the notice and the first row of hot games into the HTML from the API's current content; the
 * lobby takes over without a layout shift; the page's client reuses the inlined answers instead of
 * asking the API again; a lobby that cannot load still gets its fallback on screen.
 */
import { apiPaths, CONFIG_IDS, type Banner, type ConfigItem, type GamePage } from 'shared-contracts';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api-client';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');

describe('the home page’s first screen', () => {
  const site = useSitePage();

  it('is in the HTML of / and /home, drawn from the API’s current banner, notice and hot list', async () => {
    const [banners, hot, config] = await Promise.all([
      api<Banner[]>(apiPaths.banner),
      api<GamePage>(`${apiPaths.lobby.hotGames}?is_hot=1&size=20&page=1`),
      api<ConfigItem[]>(apiPaths.config),
    ]);
    const notice = config.find((item) => item.id === CONFIG_IDS.noticeBar)?.content ?? '';
    for (const path of ['/', '/home']) {
      const html = await (await fetch(`${siteUrl}${path}`)).text();
      const screen = html.slice(
        html.indexOf('<div id="first-screen"'),
        html.indexOf('<script type="application/json"'),
      );
      expect(screen).toContain(
        `<img src="${banners[0]?.cover_images}" alt="" width="750" height="300" fetchpriority="high">`,
      );
      expect(screen).toContain(notice);
      for (const game of hot.data.slice(0, 3)) expect(screen).toContain(`<span>${game.game_name}</span>`);
      expect(screen).not.toContain(`<span>${hot.data[3]?.game_name}</span>`);
    }
    expect(await (await fetch(`${siteUrl}/activity`)).text()).not.toContain('first-screen');
  });

  it('gives way to the lobby without a layout shift, and the page asks the API nothing it was handed', async () => {
    const { page } = site;
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith(apiPaths.files)) asked.push(url.pathname);
    });
    await page.goto(`${siteUrl}/home`);
    await site.remotePage('mf-lobby').getByTestId('banner-carousel').locator('img').first().waitFor();
    await page.getByTestId('first-screen').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="game-card"]').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
    // The banner list, the hot list and the config came inside the page.
    expect(asked).not.toContain(apiPaths.banner);
    expect(asked).not.toContain(apiPaths.lobby.hotGames);
    expect(asked).not.toContain(apiPaths.config);
  });

  it('leaves the screen to the lobby’s fallback when the lobby cannot load', async () => {
    const { page } = site;
    await page.route('**/remotes/mf-lobby/**', (route) => route.abort());
    await page.goto(`${siteUrl}/home`);
    // Sooner than the shell's 15 s deadline for a first screen: the fallback itself takes it away.
    await site.fallback('mf_lobby').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('first-screen').count()).toBe(0);
    // Visible, not under the first screen: its retry button takes a tap.
    await site.fallback('mf_lobby').getByRole('button').click({ timeout: 5000 });
  });
});
