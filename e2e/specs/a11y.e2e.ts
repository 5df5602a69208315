/**
 * The accessibility guard: axe-core on every route the deployed remotes.json lists (so a squad's
 * new screen is checked without touching this file) and on every dialog and panel the shell and
 * the remotes open, in the dark and the light theme, as a visitor and as a player. Any violation
 * of impact serious or critical fails with its selectors; moderate and minor ones are printed in
 * one summary at the end. The keyboard and reduced-motion basics are in a11y-keyboard.e2e.ts.
 *
 * A remote that adds a dialog adds a line to DIALOGS (support/a11y-dialogs.ts); a route that needs query parameters adds
 * them to ROUTE_QUERY.
 */
import type { Browser } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { PLATFORM_IDS, apiPaths, type RedPacketSendResult } from 'shared-contracts';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { api, demoPlayerToken, registeredPlayer } from '../support/api-client';
import { AxeGuard, closeDialogs, dialogShown, liveRoutes, navigateInSite, openDialogs } from '../support/axe';
import { DIALOGS, type Who } from '../support/a11y-dialogs';
import { openSession, type Session } from '../support/a11y-session';
import { launchBrowser } from '../support/browser';

const siteUrl = inject('siteUrl');
const routes = await liveRoutes(siteUrl);

/** Sensible parameters for routes that read them; /redirect asks a provider that is not open, so it stays on the site. */
const ROUTE_QUERY: Record<string, string> = {
  '/cateList': `?plat_id=${PLATFORM_IDS.demo}`,
  '/redirect': '?plat_type_id=3&game_code=a11y_closed_provider',
  '/activityDetail': '?activity_type=1',
};

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
    sessions.visitor = await openSession(browser, 'visitor', darkMode, playerToken);
    sessions.player = await openSession(browser, 'player', darkMode, playerToken);
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
