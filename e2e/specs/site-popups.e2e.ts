/**
 * The popups the shell opens by itself on a fresh visit, as a new visitor meets them: the
 * first-time promo carousel, then the announcement, and the add-to-home bar with its sheet.
 */
import { messages } from 'shared-contracts';
import { describe, expect, inject, it } from 'vitest';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');

describe('popups on a first visit', () => {
  const site = useSitePage({ popups: 'natural' });
  const openHome = async () => {
    await site.page.goto(`${siteUrl}/home`);
    await site.remotePage('mf-lobby').waitFor();
  };
  const activeDot = (carousel: string) =>
    site.page
      .getByTestId(carousel)
      .locator('.swiper-pagination-bullet')
      .evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('swiper-pagination-bullet-active')));

  it('shows the first-time carousel, then the announcement, each once', async () => {
    const page = site.page;
    await openHome();
    await page.getByTestId('first-time-popup').waitFor();
    expect(await page.getByTestId('announcement').count()).toBe(0);
    expect(await activeDot('first-time-carousel')).toBe(0);
    await page.getByTestId('promo-next').click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="first-time-carousel"] .swiper-pagination-bullet-active').length ===
          1 &&
        document
          .querySelector('[data-testid="first-time-carousel"] .swiper-pagination-bullet:nth-child(2)')
          ?.classList.contains('swiper-pagination-bullet-active'),
    );
    await page.getByTestId('promo-previous').click();
    await expect.poll(() => activeDot('first-time-carousel')).toBe(0);
    await page.getByTestId('first-time-close').click();

    // The first bulletin's HTML, titled 公告.
    const announcement = page.getByTestId('announcement');
    await announcement.waitFor();
    await announcement.getByRole('heading', { name: messages.notice.title, exact: true }).waitFor();
    expect(await page.getByTestId('announcement-body').innerHTML()).toContain('<b>USDT-TRC20</b>');
    await page.getByTestId('announcement-close').click();
    await announcement.waitFor({ state: 'detached' });

    // Same browser session, within 24 h: neither comes back.
    expect(Number(await page.evaluate(() => localStorage.getItem('showtime')))).toBeGreaterThan(Date.now() - 60_000);
    await openHome();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('first-time-popup').count()).toBe(0);
    expect(await announcement.count()).toBe(0);
  });

  it('never shows the first-time carousel again after 不再提示', async () => {
    const page = site.page;
    await openHome();
    await page.getByTestId('first-time-never').click();
    await page.getByTestId('first-time-close').click();
    expect(await page.evaluate(() => localStorage.getItem('showDialog'))).toBe('false');
    await page.evaluate(() => localStorage.setItem('showtime', '0'));
    await openHome();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('first-time-popup').count()).toBe(0);
  });

  it('sanitizes the announcement HTML', async () => {
    const page = site.page;
    await page.addInitScript(() => localStorage.setItem('showtime', String(Date.now())));
    await page.route('**/api/plat/bulletin', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 200,
          result: [
            {
              id: 1,
              title: 't',
              content:
                '<p>维护公告</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:window.__hacked=3">链接</a>',
            },
          ],
        }),
      }),
    );
    await openHome();
    const body = page.getByTestId('announcement-body');
    await body.getByText('维护公告').waitFor();
    const html = await body.innerHTML();
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    await page.getByText('链接').click();
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
  });

  it('shows the add-to-home bar once per 24 h; the sheet explains, the cross hides the bar', async () => {
    const page = site.page;
    await page.addInitScript(() => {
      localStorage.setItem('showtime', String(Date.now()));
      sessionStorage.setItem('noticeShown', '1');
    });
    await openHome();
    const bar = page.getByTestId('add-to-home-bar');
    await bar.getByText(messages.addToHome.bar).waitFor();
    await bar.click();
    const sheet = page.getByTestId('add-to-home-sheet');
    await sheet.getByRole('heading', { name: messages.addToHome.sheetTitle, exact: true }).waitFor();
    // The heading shows before the picture has arrived: wait for it to load, then it must have a size.
    await expect
      .poll(() => sheet.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await page
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 10, y: 10 } });
    await sheet.waitFor({ state: 'hidden' });
    await page.getByTestId('add-to-home-close').click();
    await bar.waitFor({ state: 'detached' });

    // Shown less than 24 h ago: not again. Older than 24 h: back.
    await openHome();
    await page.waitForTimeout(1000);
    expect(await bar.count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('addHomeTime', String(Date.now() - 86_400_001)));
    await openHome();
    await bar.waitFor();
    // Only on home.
    await site.tab(messages.tabs.activity).click();
    await site.remotePage('mf-activity').waitFor();
    await bar.waitFor({ state: 'detached' });
  });
});
