/**
 * The player-protection parts of the shell and the account remote (issue 18): the register form's
 * 18+ confirmation and its link, the reality check dialog, /responsible 理性游戏 and the links to
 * it from /user and the home footer; axe on the new dialog and page in both themes. The play
 * session and the page text are answered here (page.route), so the reminder is due in seconds and
 * the operator's HTML carries what the sanitizer must remove. E2E_SHOTS_DIR=<dir> saves screenshots.
 */
import type { Page } from 'playwright-core';
import path from 'node:path';
import { apiPaths, messages, type PlaySession } from 'shared-contracts';
import { describe, expect, inject, it } from 'vitest';
import { registeredPlayer } from '../support/api-client';
import { isBlocking, navigateInSite, scanPage } from '../support/axe';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');
const text = messages.safePlay;
const shotsDir = process.env.E2E_SHOTS_DIR;
const MINUTE = 60_000;
const THEMES = [
  { theme: 'dark', flag: '1' },
  { theme: 'light', flag: '0' },
] as const;

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

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  // Past antd-mobile's entrance animations and the balance count-up.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

async function expectNoBlockingAxe(page: Page): Promise<void> {
  // A dialog fading in has no settled contrast yet.
  await page.waitForTimeout(500);
  const blocking = (await scanPage(page)).filter(isBlocking);
  expect(blocking).toEqual([]);
}

/** Answers GET session with `reading()` and POST session/end with ok, counting the ends. */
async function answerPlaySession(page: Page, reading: () => PlaySession): Promise<{ ends: number }> {
  const calls = { ends: 0 };
  await page.route(`**${apiPaths.protection.session}`, (route) =>
    route.fulfill({ json: { code: 200, result: reading() } }),
  );
  await page.route(`**${apiPaths.protection.sessionEnd}`, (route) => {
    calls.ends += 1;
    return route.fulfill({ json: { code: 200, result: { ok: true } } });
  });
  return calls;
}

describe('player protection in the shell and the account remote', () => {
  const site = useSitePage();
  /** A player of the test's own: one test logs out, which ends its session on the server. */
  const newPlayerToken = async () => (await registeredPlayer()).token;
  const openAs = async (flag: string, player: string | null, to = '/home', remote = 'mf-lobby') => {
    await site.page.addInitScript(
      ({ dark, saved }) => {
        localStorage.setItem('darkMode', dark);
        if (saved) localStorage.setItem('robot_token', saved);
      },
      { dark: flag, saved: player },
    );
    await site.page.goto(`${siteUrl}${to}`);
    await site.remotePage(remote).waitFor();
  };

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

  it.each(THEMES)('the reality check comes at each multiple of the interval ($theme)', async ({ theme, flag }) => {
    const { page } = site;
    // At the first read, logged in 14 min 58 s ago with a 15-minute reminder: due in 2 seconds, then every 15 minutes.
    const token = await newPlayerToken();
    await page.clock.install();
    let startedAt: number | undefined;
    let forwarded = 0;
    const calls = await answerPlaySession(page, () => {
      startedAt ??= Date.now() - 15 * MINUTE + 2000;
      return {
        started_at: new Date(startedAt).toISOString(),
        minutes: Math.floor((Date.now() + forwarded - startedAt) / MINUTE),
        net_result: '-20.500000',
        reality_check_minutes: 15,
      };
    });
    await openAs(flag, token);
    const dialog = page.getByTestId('reality-check');
    await dialog.waitFor({ timeout: 10_000 });
    await page.getByRole('dialog', { name: text.realityTitle }).waitFor();
    expect(await page.getByTestId('reality-figures').textContent()).toBe(
      '您已游戏 15 分钟，本次登录净输赢 -20.5000 USDT',
    );
    await expectNoBlockingAxe(page);
    await shot(page, `reality-check-${theme}`);
    // Neither Escape nor a tap beside it closes it: the player chooses.
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 20);
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);

    await page.getByRole('button', { name: text.realityContinue }).click();
    await dialog.waitFor({ state: 'hidden' });
    forwarded += 10 * MINUTE;
    await page.clock.fastForward('10:00');
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(false);
    forwarded += 5 * MINUTE;
    await page.clock.fastForward('05:00');
    await dialog.waitFor();
    expect(await page.getByTestId('reality-figures').textContent()).toContain('您已游戏 30 分钟');

    await navigateInSite(page, '/user', 'mf-account');
    await page.getByRole('button', { name: text.realityExit }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/home');
    expect(calls.ends).toBe(1);
  });

  it('no reminder while it is off, and none after logout', async () => {
    const { page } = site;
    await page.clock.install();
    let every = 0;
    let readsSwitchedOn = 0;
    const token = await newPlayerToken();
    const startedAt = Date.now() - 15 * MINUTE + 2000;
    await answerPlaySession(page, () => {
      if (every > 0) readsSwitchedOn += 1;
      return {
        started_at: new Date(startedAt).toISOString(),
        minutes: 14,
        net_result: '0.000000',
        reality_check_minutes: every,
      };
    });
    await openAs('1', token);
    await page.clock.fastForward('20:00');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('reality-check').count()).toBe(0);
    // Switched on (as on /safe): the first user-info refresh 5 minutes after the last read reads it, and it is armed.
    every = 15;
    await page.clock.fastForward('05:01');
    await expect.poll(() => readsSwitchedOn).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await page.clock.fastForward('15:00');
    await page.getByTestId('reality-check').waitFor();
    await page.getByRole('button', { name: text.realityContinue }).click();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:logout')));
    await page.waitForFunction(() => localStorage.getItem('robot_token') === null);
    await page.clock.fastForward('30:00');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('reality-check').isVisible()).toBe(false);
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
