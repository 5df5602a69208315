/**
 * The player-protection pages and links of the shell and the account remote (issue 18): the
 * register form's 18+ confirmation and its link, /responsible 理性游戏 (the operator's HTML
 * answered here via page.route, carrying what the sanitizer must remove, and as the API answers
 * now) and the links to it from /user and the home footer; axe on them in both themes. The reality
 * check dialog is in reality-check.e2e.ts. E2E_SHOTS_DIR=<dir> saves screenshots.
 */
import { apiPaths, messages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { navigateInSite } from '../support/axe';
import {
  answerPlaySession,
  expectNoBlockingAxe,
  newPlayerToken,
  shot,
  themedOpener,
  THEMES,
} from '../support/safe-play';
import { useSitePage } from '../support/site-page';

const text = messages.safePlay;

/** The operator's page with a heading to move, help links to keep and three ways to run a script. */
const RESPONSIBLE_HTML = [
  '<h1>什么是理性游戏</h1>',
  '<p>游戏应当是一种娱乐，而不是赚钱的方式。请只用闲钱游戏，并为自己设定时间与金额的上限。</p>',
  '<h2>需要帮助？</h2>',
  '<ul><li>客服热线：<a href="tel:400-000-0000">400-000-0000</a></li>',
  '<li>帮助机构：<a href="https://www.gamblingtherapy.org/zh-hans/">Gambling Therapy</a></li>',
  '<li>设置限额：<a href="/safe">安全中心</a></li></ul>',
  '<img src="/x.png" alt="" onerror="window.__responsibleRan = 1">',
  '<script>window.__responsibleRan = 2</script>',
  '<a href="javascript:window.__responsibleRan = 3" data-testid="bad-link">坏链接</a>',
  '<p style="position:fixed;color:red">未满18周岁禁止参与。</p>',
].join('');

describe('player protection in the shell and the account remote', () => {
  const site = useSitePage();
  const openAs = themedOpener(site);

  it.each(THEMES)('the register form asks for 18+ and links to 理性游戏 ($theme)', async ({ theme, flag }) => {
    const { page } = site;
    await openAs(flag, null);
    await page.getByTestId('top-register').click();
    const adult = page.getByTestId('register-adult');
    await adult.waitFor();
    expect(await adult.locator('input').isChecked()).toBe(false);
    expect(await page.getByTestId('login-dialog').textContent()).toContain(text.adultConfirm + text.adultLink);
    await adult.click();
    expect(await adult.locator('input').isChecked()).toBe(true);
    await expectNoBlockingAxe(page);
    await shot(page, `register-adult-${theme}`);
    await page.getByTestId('register-responsible').click();
    await page.waitForURL((url) => url.pathname === '/responsible');
    await site.remotePage('mf-account').waitFor();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
  });

  it.each(THEMES)(
    '/responsible shows the operator’s page sanitized, and leads to 安全中心 ($theme)',
    async ({ theme, flag }) => {
      const { page } = site;
      await page.route(`**${apiPaths.protection.responsibleGaming}`, (route) =>
        route.fulfill({
          json: { code: 200, result: { html: RESPONSIBLE_HTML, updated_at: new Date().toISOString() } },
        }),
      );
      await openAs(flag, null, '/responsible', 'mf-account');
      const article = page.getByTestId('responsible-content');
      await article.waitFor();
      await page.getByRole('heading', { level: 1, name: text.pageTitle }).waitFor();
      expect(await article.locator('h2').first().textContent()).toBe('什么是理性游戏');
      expect(await article.locator('h1, script, [style], [onerror]').count()).toBe(0);
      expect(await article.locator('a[href="tel:400-000-0000"]').count()).toBe(1);
      const external = article.locator('a[href^="https://"]');
      expect(await external.getAttribute('target')).toBe('_blank');
      expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await article.getByText('坏链接').getAttribute('href')).toBeNull();
      expect(await page.evaluate(() => (window as { __responsibleRan?: number }).__responsibleRan)).toBeUndefined();
      await expectNoBlockingAxe(page);
      await shot(page, `responsible-${theme}`);

      await article.getByRole('link', { name: '安全中心' }).click();
      await page.waitForURL((url) => url.pathname === '/safe');
      await page.goBack();
      await page.getByTestId('responsible-to-safe').click();
      await page.waitForURL((url) => url.pathname === '/safe');
    },
  );

  it.each(THEMES)('/responsible against this API as it answers now ($theme)', async ({ theme, flag }) => {
    const { page } = site;
    await openAs(flag, null, '/responsible', 'mf-account');
    await page
      .locator(
        '[data-testid="responsible-content"], [data-testid="responsible-empty"], [data-testid="responsible-failed"]',
      )
      .first()
      .waitFor();
    await page.getByTestId('responsible-tools').waitFor();
    await shot(page, `responsible-live-api-${theme}`);
  });

  it.each(THEMES)('/user and the home footer link to 理性游戏 ($theme)', async ({ theme, flag }) => {
    const { page } = site;
    await answerPlaySession(page, () => ({
      started_at: new Date().toISOString(),
      minutes: 0,
      net_result: '0.000000',
      reality_check_minutes: 0,
    }));
    await openAs(flag, await newPlayerToken(), '/user', 'mf-account');
    const entry = page.getByTestId('mine-menu-responsible');
    await entry.scrollIntoViewIfNeeded();
    expect(await entry.textContent()).toBe(text.menuEntry);
    await shot(page, `user-menu-${theme}`);
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/responsible');

    await navigateInSite(page, '/home', 'mf-lobby');
    const footer = page.getByTestId('footer-responsible');
    await footer.scrollIntoViewIfNeeded();
    await shot(page, `home-footer-${theme}`);
    await footer.click();
    await page.waitForURL((url) => url.pathname === '/responsible');
  });
});
