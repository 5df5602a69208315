/** Debian's Chromium driven by playwright-core, in the spec's mobile viewport (390x844). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from 'tooling/chromium';

export const launchBrowser = launchChromium;

/**
 * 'quiet': the popups the shell opens by itself on a fresh visit are marked as already seen, so
 * they do not cover what a spec taps. 'natural': a first visit as a new player has it.
 */
export type PopupMode = 'quiet' | 'natural';

export interface MobilePageOptions {
  popups?: PopupMode;
}

/**
 * Runs in every document before any page script. The keys belong to the shell, which reads them
 * to decide whether to pop up by itself:
 * - localStorage `showtime`: when the first-time promo carousel was shown;
 * - localStorage `addHomeTime`: when the add-to-home bar was shown or closed (24 h rule);
 * - sessionStorage `noticeShown`: the announcement popup was shown in this browser session;
 * - sessionStorage `depositLimitPromptShown`: the wallet's first-deposit prompt to set a deposit
 *   limit was shown in this visit (mf-wallet DepositLimitPrompt; the remote reads it the same way).
 * A key a spec has already set is left alone.
 */
function markPopupsSeen(): void {
  try {
    const now = String(Date.now());
    if (localStorage.getItem('showtime') === null) localStorage.setItem('showtime', now);
    if (localStorage.getItem('addHomeTime') === null) localStorage.setItem('addHomeTime', now);
    if (sessionStorage.getItem('noticeShown') === null) sessionStorage.setItem('noticeShown', '1');
    if (sessionStorage.getItem('depositLimitPromptShown') === null)
      sessionStorage.setItem('depositLimitPromptShown', '1');
  } catch {
    // about:blank and other opaque origins have no storage; the site's own documents do.
  }
}

/** A fresh context (own cache and storage) with one page, as a phone would show the site. */
export async function openMobilePage(
  browser: Browser,
  { popups = 'quiet' }: MobilePageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  if (popups === 'quiet') await context.addInitScript(markPopupsSeen);
  const page = await context.newPage();
  return { context, page };
}
