/** Debian's Chromium driven by playwright-core, in the spec's mobile viewport (390x844). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from 'tooling/chromium';

export const launchBrowser = launchChromium;

/** A fresh context (own cache and storage) with one page, as a phone would show the site. */
export async function openMobilePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const page = await context.newPage();
  return { context, page };
}
