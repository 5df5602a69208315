/**
 * The shell page's security headers in a real browser: every route of the deployed remotes.json
 * loads under the Content-Security-Policy as a visitor and as a player (and the login dialog, the
 * invite dialog and its poster work) with no violation report; an injected inline script is
 * blocked, so the policy is really in force.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PLATFORM_IDS } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registeredPlayer } from '../support/api-client';
import { dialogShown, liveRoutes, watchRequests } from '../support/axe';
import { launchBrowser, openMobilePage } from '../support/browser';

const siteUrl = inject('siteUrl');
const routes = await liveRoutes(siteUrl);

/** Routes that read parameters get sensible ones (as in a11y.e2e.ts). */
const ROUTE_QUERY: Record<string, string> = {
  '/cateList': `?plat_id=${PLATFORM_IDS.demo}`,
  '/redirect': '?plat_type_id=3&game_code=csp_closed_provider',
  '/activityDetail': '?activity_type=1',
};

/** Before any page script: every securitypolicyviolation of every document lands in window.__cspViolations. */
function collectViolations(): void {
  const store = window as unknown as { __cspViolations: string[] };
  store.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    store.__cspViolations.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Violations seen by the page and CSP errors on its console, since the last call. */
  problems(): Promise<string[]>;
  quiet: (quietMs?: number) => Promise<void>;
}

async function openWatched(browser: Browser, token?: string): Promise<Watched> {
  const { context, page } = await openMobilePage(browser);
  if (token) await context.addInitScript((value) => localStorage.setItem('robot_token', value), token);
  await context.addInitScript(collectViolations);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  const quiet = watchRequests(page);
  const problems = async () => {
    const seen = await page.evaluate(() => {
      const store = window as unknown as { __cspViolations?: string[] };
      return (store.__cspViolations ?? []).splice(0);
    });
    return [...seen, ...consoleErrors.splice(0)];
  };
  return { context, page, problems, quiet };
}

describe('the shell page under its Content-Security-Policy', () => {
  let browser: Browser;
  let visitor: Watched;
  let player: Watched;
  beforeAll(async () => {
    browser = await launchBrowser();
    visitor = await openWatched(browser);
    player = await openWatched(browser, (await registeredPlayer()).token);
  });
  afterAll(async () => {
    await Promise.all([visitor.context.close(), player.context.close()]);
    await browser.close();
  });

  it('is served with the policy, nosniff, a referrer policy and no-cache', async () => {
    for (const path of ['/', '/home', routes[routes.length - 1]?.path ?? '/home']) {
      const response = await fetch(`${siteUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/(^|; )script-src 'self'( |;|$)/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSources = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
      expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:( |$)/);
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it.each(routes)('$path loads with no violation, as a visitor and as a player (full load)', async (route) => {
    const visit = async (session: Watched) => {
      await session.page.goto(`${siteUrl}${route.path}${ROUTE_QUERY[route.path] ?? ''}`);
      await session.page.locator(`[data-testid="remote-page"][data-remote="${route.remote}"]`).first().waitFor();
      await session.quiet();
      return session.problems();
    };
    const [asVisitor, asPlayer] = await Promise.all([visit(visitor), visit(player)]);
    expect({ route: route.path, asVisitor, asPlayer }).toEqual({ route: route.path, asVisitor: [], asPlayer: [] });
  });

  it('opens the login dialog, the invite dialog and saves a poster with no violation', async () => {
    await visitor.page.goto(`${siteUrl}/home`);
    await visitor.page.getByTestId('top-login').click();
    await dialogShown(visitor.page, 'login-dialog');
    await visitor.page.getByTestId('captcha-image').waitFor();
    await visitor.quiet();
    expect(await visitor.problems()).toEqual([]);

    await player.page.goto(`${siteUrl}/home`);
    await player.page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
    await player.page.getByTestId('shortcut-invite').click();
    await dialogShown(player.page, 'invite-dialog');
    const download = player.page.waitForEvent('download');
    await player.page.getByTestId('invite-save-web').click();
    await download;
    await player.quiet();
    expect(await player.problems()).toEqual([]);
  });

  it('blocks an inline script injected into the page (the policy is in force)', async () => {
    await visitor.page.goto(`${siteUrl}/home`);
    await visitor.page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
    await visitor.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true;';
      document.body.append(script);
    });
    expect(await visitor.page.evaluate(() => (window as unknown as { __injectedRan?: boolean }).__injectedRan)).toBe(
      undefined,
    );
    const seen: string[] = [];
    await expect
      .poll(async () => {
        seen.push(...(await visitor.problems()));
        return seen.some((problem) => problem.startsWith('script-src-elem blocked inline'));
      })
      .toBe(true);
  });
});
