/**
 * The account remote's /user 我的 as its specs reach it: the visible page of mf-account, and a
 * phone logged in once per tab (a reload after 退出登录 must not log the player back in) that
 * starts on /home with the lobby.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openMobilePage } from './browser';

/** The visible page the account remote renders (/user, /about). */
export const accountPage = (page: Page) =>
  page.locator('[data-testid="remote-page"][data-remote="mf-account"]:visible');

/**
 * A fresh phone logged in as `token`, on /home once the lobby shows. `permissions` are granted
 * for the site before the first page loads (the copy button needs the clipboard's).
 */
export async function openLoggedInPage(
  browser: Browser,
  token: string,
  permissions: string[] = [],
): Promise<{ context: BrowserContext; page: Page }> {
  const siteUrl = inject('siteUrl');
  const { context, page } = await openMobilePage(browser);
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: siteUrl });
  // Once per tab: a reload after the logout must not log the player back in.
  await context.addInitScript((saved) => {
    if (sessionStorage.getItem('mine-entered')) return;
    sessionStorage.setItem('mine-entered', '1');
    localStorage.setItem('robot_token', saved);
  }, token);
  await page.goto(`${siteUrl}/home`);
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  return { context, page };
}
