/**
 * The player-protection specs' tools: both themes, a phone opened in one (as a visitor or logged
 * in), the play session answered by the spec (page.route) so a reminder is due in seconds, axe on
 * what is shown, and screenshots when E2E_SHOTS_DIR=<dir> is set.
 */
import type { Page } from 'playwright-core';
import path from 'node:path';
import { apiPaths, type PlaySession } from 'shared-contracts';
import { expect, inject } from 'vitest';
import { registeredPlayer } from './api-client';
import { isBlocking, scanPage } from './axe';
import type { useSitePage } from './site-page';

const shotsDir = process.env.E2E_SHOTS_DIR;
export const THEMES = [
  { theme: 'dark', flag: '1' },
  { theme: 'light', flag: '0' },
] as const;

export async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  // Past antd-mobile's entrance animations and the balance count-up.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

export async function expectNoBlockingAxe(page: Page): Promise<void> {
  // A dialog fading in has no settled contrast yet.
  await page.waitForTimeout(500);
  const blocking = (await scanPage(page)).filter(isBlocking);
  expect(blocking).toEqual([]);
}

/** Answers GET session with `reading()` and POST session/end with ok, counting the ends. */
export async function answerPlaySession(page: Page, reading: () => PlaySession): Promise<{ ends: number }> {
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

/** A player of the test's own: one test logs out, which ends its session on the server. */
export const newPlayerToken = async () => (await registeredPlayer()).token;

/**
 * `openAs(flag, player, to, remote)` for the spec's page (`site` from useSitePage): the theme's
 * flag and the player's token (null: a visitor) set before the site loads, then `to` until its
 * remote's page shows.
 */
export function themedOpener(site: ReturnType<typeof useSitePage>) {
  const siteUrl = inject('siteUrl');
  return async (flag: string, player: string | null, to = '/home', remote = 'mf-lobby') => {
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
}
