/**
 * The accessibility guard: axe-core on every route the deployed remotes.json lists (so a squad's
 * new screen is checked without touching this file) and on every dialog and panel the shell and
 * the remotes open, in the dark and the light theme, as a visitor and as a player. Any violation
 * of impact serious or critical fails with its selectors; moderate and minor ones are printed in
 * one summary at the end. Then the keyboard and reduced-motion basics.
 *
 * A remote that adds a dialog adds a line to DIALOGS (support/a11y-dialogs.ts); a route that needs query parameters adds
 * them to ROUTE_QUERY.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { PLATFORM_IDS, apiPaths, messages, type RedPacketSendResult } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, demoPlayerToken, registeredPlayer } from '../support/api-client';
import {
  AxeGuard,
  closeDialogs,
  dialogShown,
  liveRoutes,
  navigateInSite,
  openDialogs,
  watchRequests,
} from '../support/axe';
import { DIALOGS, type Who } from '../support/a11y-dialogs';
import { launchBrowser, openMobilePage } from '../support/browser';

const siteUrl = inject('siteUrl');
const routes = await liveRoutes(siteUrl);

/** Sensible parameters for routes that read them; /redirect asks a provider that is not open, so it stays on the site. */
const ROUTE_QUERY: Record<string, string> = {
  '/cateList': `?plat_id=${PLATFORM_IDS.demo}`,
  '/redirect': '?plat_type_id=3&game_code=a11y_closed_provider',
  '/activityDetail': '?activity_type=1',
};

interface Session {
  context: BrowserContext;
  page: Page;
  quiet: (quietMs?: number) => Promise<void>;
}

let browser: Browser;
const guard = new AxeGuard();
let playerToken = '';
/** A packet of the seeded demo player's (no turnover owed), so /redBag's packet view is scanned as well as its send form. */
let packetCode = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const player = await registeredPlayer();
  playerToken = player.token;
  // A member below the suite's player: /lowerList lists them and their popup is scanned.
  await registeredPlayer(player.inviteCode);
  const request = { total: '0.01', count: '1', split: 'random', request_id: randomUUID().replaceAll('-', '') };
  packetCode = (await api<RedPacketSendResult>(apiPaths.activity.redPacket, request, await demoPlayerToken())).packet
    .code;
});
afterAll(async () => {
  console.log(guard.summary());
  await browser.close();
});

/**
 * A phone on /home in one theme. The visitor meets the popups of a first visit; the player
 * arrives as after the ?token= entry (the promo dialog is due).
 */
async function openSession(who: Who, darkMode: string, token = playerToken): Promise<Session> {
  const { context, page } = await openMobilePage(browser, { popups: who === 'visitor' ? 'natural' : 'quiet' });
  await context.addInitScript(
    ({ flag, player }) => {
      localStorage.setItem('darkMode', flag);
      if (!player || sessionStorage.getItem('a11y-entered')) return;
      sessionStorage.setItem('a11y-entered', '1');
      localStorage.setItem('robot_token', player);
      localStorage.setItem('promoPending', '1');
    },
    { flag: darkMode, player: who === 'player' ? token : '' },
  );
  const quiet = watchRequests(page);
  await page.goto(`${siteUrl}/home`);
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  return { context, page, quiet };
}

/** In the page: whether every antd-mobile toast is at full opacity (counting its ancestors') or there is none. */
function toastsSettled(): boolean {
  return [...document.querySelectorAll('.adm-toast-main')].every((toast) => {
    let opacity = 1;
    for (let node: Element | null = toast; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity === 1;
  });
}

async function settleAndCheck(session: Session, label: string): Promise<void> {
  await session.quiet();
  if ((await openDialogs(session.page).count()) > 0) await session.page.waitForTimeout(450);
  // A toast fading in or out (its own, or one the route before left: /redirect's) has no settled
  // contrast mid-fade: axe runs once every toast is fully shown or gone, so a toast is still checked.
  await session.page.waitForFunction(toastsSettled, undefined, { timeout: 4_000, polling: 50 }).catch(() => undefined);
  await guard.check(session.page, label);
}

describe.each([
  { theme: 'dark', darkMode: '1' },
  { theme: 'light', darkMode: '0' },
])('axe in the $theme theme', ({ theme, darkMode }) => {
  const sessions = {} as Record<Who, Session>;
  beforeAll(async () => {
    sessions.visitor = await openSession('visitor', darkMode);
    sessions.player = await openSession('player', darkMode);
  });
  afterAll(async () => {
    await Promise.all(Object.values(sessions).map((session) => session.context.close()));
  });

  it('popups of a first visit: first-time carousel, announcement, add-to-home bar and sheet; promo dialog after an entry', async () => {
    const { page } = sessions.visitor;
    await dialogShown(page, 'first-time-popup');
    await settleAndCheck(sessions.visitor, `${theme} first-time carousel`);
    await page.getByTestId('first-time-close').click();
    await dialogShown(page, 'announcement');
    await settleAndCheck(sessions.visitor, `${theme} announcement`);
    await page.getByTestId('announcement-close').click();
    await page.getByTestId('announcement').waitFor({ state: 'detached' });
    await page.getByTestId('add-to-home-bar').click();
    await dialogShown(page, 'add-to-home-sheet');
    await settleAndCheck(sessions.visitor, `${theme} add-to-home bar and sheet`);
    await closeDialogs(page);

    await dialogShown(sessions.player.page, 'promo-dialog');
    await settleAndCheck(sessions.player, `${theme} promo dialog`);
    await closeDialogs(sessions.player.page);
    guard.flush();
  });

  /** Scans `path` as a visitor and as the player at once. */
  async function scanRoute(path: string, remote: string): Promise<void> {
    const visit = async (who: Who) => {
      const session = sessions[who];
      await closeDialogs(session.page);
      await navigateInSite(session.page, path, remote);
      await settleAndCheck(session, `${theme} ${path} (${who})`);
    };
    await Promise.all([visit('visitor'), visit('player')]);
    guard.flush();
  }

  it.each(routes)('$path, as a visitor and as a player', async (route) => {
    await scanRoute(`${route.path}${ROUTE_QUERY[route.path] ?? ''}`, route.remote);
  });

  it('/redBag?code= (a packet to open), as a visitor and as a player', async () => {
    await scanRoute(`/redBag?code=${packetCode}`, 'mf-activity');
  });

  it.each(DIALOGS)('$name ($who)', async (dialog) => {
    const session = sessions[dialog.who];
    await closeDialogs(session.page);
    await navigateInSite(session.page, '/home', 'mf-lobby');
    await dialog.open(session.page);
    await settleAndCheck(session, `${theme} ${dialog.name} (${dialog.who})`);
    await closeDialogs(session.page);
    guard.flush();
  });
});

describe('keyboard and motion', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession('visitor', '1');
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
    const motion = await openSession('player', '1', await demoPlayerToken());
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
