/**
 * The keyboard and reduced-motion basics: the login dialog takes focus, keeps Tab inside and gives
 * it back; Tab reaches the tab bar in order and Enter follows a link or presses the back control;
 * with reduced motion the banners stay put and the balance shows at once, announced politely.
 * axe on every route and dialog is in a11y.e2e.ts.
 */
import type { Browser } from 'playwright-core';
import { messages } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlayerToken } from '../support/api-client';
import { closeDialogs, dialogShown, navigateInSite, openDialogs } from '../support/axe';
import { openSession, type Session } from '../support/a11y-session';
import { launchBrowser } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('keyboard and motion', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, 'visitor', '1');
    await closeDialogs(session.page);
  });
  afterAll(() => session.context.close());
  const focused = () =>
    session.page.evaluate(
      () =>
        document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ??
        document.activeElement?.tagName,
    );
  const focusInDialog = () => session.page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

  it('the login dialog takes focus, keeps Tab inside, closes on Escape and gives focus back to 登录', async () => {
    const { page } = session;
    await navigateInSite(page, '/home', 'mf-lobby');
    await page.getByTestId('top-login').focus();
    await page.keyboard.press('Enter');
    await dialogShown(page, 'login-dialog');
    expect(await openDialogs(page).getAttribute('aria-labelledby')).toBeTruthy();
    expect(await focusInDialog()).toBe(true);
    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press(press % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await focusInDialog()).toBe(true);
    }
    // An Escape that ends a Pinyin composition belongs to the input method: the dialog stays.
    await page.evaluate(async () => {
      const escape = { key: 'Escape', keyCode: 229, isComposing: true, bubbles: true, cancelable: true };
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', escape));
    });
    // Long enough for antd-mobile's closing animation, had the dialog started to close.
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('login-dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('top-login');
  });

  it('Tab reaches the tab bar items in order, Enter follows one; the back control is a named button that Enter presses', async () => {
    const { page } = session;
    await navigateInSite(page, '/home', 'mf-lobby');
    const reached: string[] = [];
    const passed = new Set<string>();
    for (let press = 0; press < 300 && reached.length < 5; press += 1) {
      await page.keyboard.press('Tab');
      const { tab, testId } = await page.evaluate(() => {
        const active = document.activeElement;
        const testId =
          (active?.querySelector('[data-testid]') ?? active?.closest('[data-testid]'))?.getAttribute('data-testid') ??
          null;
        return { tab: active?.closest('[data-testid="tab-bar"]') ? active.textContent : null, testId };
      });
      if (tab && !reached.includes(tab)) reached.push(tab);
      if (testId) passed.add(testId);
    }
    expect(reached).toEqual([
      messages.tabs.home,
      messages.tabs.activity,
      messages.service.robot,
      messages.tabs.agent,
      messages.tabs.mine,
    ]);
    // On the way: the notice bar and the side tabs, which antd-mobile renders as plain divs.
    expect([...passed]).toEqual(expect.arrayContaining(['notice-bar', 'side-tab-hot', 'side-tab-sports']));
    await page.getByTestId('tab-bar').getByRole('link', { name: messages.tabs.activity }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activity$/);

    await navigateInSite(page, '/recharge', 'mf-wallet');
    await page.getByRole('heading', { level: 1, name: '充值' }).waitFor();
    await page.getByRole('button', { name: messages.frame.back }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activity$/);
  });

  it('with reduced motion the banners stay put and the balance shows its amount at once, announced politely', async () => {
    const motion = await openSession(browser, 'player', '1', await demoPlayerToken());
    const { page } = motion;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const balance = page.getByTestId('balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe(await balance.getAttribute('data-balance'));
    expect(await page.getByTestId('balance-announced').getAttribute('aria-live')).toBe('polite');
    const bullets = page.locator('[data-testid="banner-carousel"] .swiper-pagination-bullet');
    const activeBanner = () =>
      bullets.evaluateAll((dots) => dots.findIndex((dot) => dot.classList.contains('swiper-pagination-bullet-active')));
    await bullets.first().waitFor();
    const first = await activeBanner();
    await page.waitForTimeout(3800);
    expect(await activeBanner()).toBe(first);
    await motion.context.close();
  });
});
