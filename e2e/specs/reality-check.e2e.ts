/**
 * The reality check dialog of the shell (issue 18): it comes at each multiple of the player's
 * interval, neither Escape nor a tap beside it closes it, 退出游戏 ends the play session; none while
 * it is off, and none after logout; axe on it in both themes. The play session is answered here
 * (page.route) under the page's own clock, so the reminder is due in seconds. E2E_SHOTS_DIR=<dir>
 * saves screenshots.
 */
import { messages } from 'shared-contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { navigateInSite } from '../support/axe';
import { launchBrowser, openMobilePage } from '../support/browser';
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
const MINUTE = 60_000;

describe('the reality check in the shell', () => {
  const site = useSitePage();
  const openAs = themedOpener(site);
  // A visitor's first load of /home without the fake clock, as the register tests before these did
  // when they shared safe-play.e2e.ts: run first on a fresh deployment, the clock-driven loads
  // below timed out waiting for the lobby.
  beforeAll(async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openMobilePage(browser);
      await page.goto(`${inject('siteUrl')}/home`);
      await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
    } finally {
      await browser.close();
    }
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
});
