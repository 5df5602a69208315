/**
 * Registers the browser hooks of a spec (one browser per file, a fresh mobile context per test)
 * and returns the page with the locators every spec uses.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, openMobilePage, type MobilePageOptions } from './browser';

/** `options.popups`: 'quiet' (the default) marks the shell's self-opening popups as seen. */
export function useSitePage(options: MobilePageOptions = {}) {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    // Its own cache and storage, so no test sees files or state another one loaded.
    ({ context, page } = await openMobilePage(browser, options));
  });
  afterEach(async () => {
    // A route handler still awaiting its answer when the test ends (a user-info refresh on its
    // timer) would reject after the close: stop the handlers first and let their late errors go.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  return {
    get page() {
      return page;
    },
    /** A page rendered by a remote, by package name (`mf-lobby`). */
    remotePage: (remote: string) => page.locator(`[data-testid="remote-page"][data-remote="${remote}"]`),
    /** A remote's fallback, by container name (`mf_lobby`). */
    fallback: (remoteName: string) => page.locator(`[data-testid="remote-fallback"][data-remote="${remoteName}"]`),
    tab: (title: string) => page.getByTestId('tab-bar').getByText(title, { exact: true }),
  };
}
