/**
 * A phone of the accessibility specs: on /home in one theme, as a visitor (who meets the popups of
 * a first visit) or as a player arriving as after the ?token= entry (the promo dialog is due), with
 * a wait for the page's requests to go quiet.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Who } from './a11y-dialogs';
import { watchRequests } from './axe';
import { openMobilePage } from './browser';

export interface Session {
  context: BrowserContext;
  page: Page;
  quiet: (quietMs?: number) => Promise<void>;
}

/** `darkMode` is the shell's flag ('1' dark, '0' light); `token` logs the player in (unused for a visitor). */
export async function openSession(browser: Browser, who: Who, darkMode: string, token = ''): Promise<Session> {
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
  await page.goto(`${inject('siteUrl')}/home`);
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  return { context, page, quiet };
}
