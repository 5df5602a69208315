/**
 * The shell's session and dialogs against the real API: the ?token= entry flow (a single-use code), the balance
 * and its refresh, customer service from the robot button, the agent's invite dialog in the
 * shell's slot, and kept-alive pages keeping their scroll.
 */
import type { Page } from 'playwright-core';
import { apiMessages, apiPaths, messages } from 'shared-contracts';
import { describe, expect, inject, it } from 'vitest';
import { api, registeredPlayer } from '../support/api-client';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');

const loggedInAs = (page: Page, token: string) =>
  page.addInitScript((value) => localStorage.setItem('robot_token', value), token);
const openHome = async (page: Page) => {
  await page.goto(`${siteUrl}/home`);
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
};

describe('session and site dialogs', () => {
  const site = useSitePage();

  it('?token=<entry code> logs in, reloads to the origin with a time parameter, and opens the promo dialog once', async () => {
    const page = site.page;
    const player = await registeredPlayer();
    const { code } = await api<{ code: string }>(apiPaths.entryCode, {}, player.token);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    // The code is exchanged before anything else loads: no remote, no user info before it.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${siteUrl}/?token=${code}`);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('promo-dialog').waitFor();
    expect(
      visited.some(
        (url) => new URL(url).pathname === '/' && /^\d{13}$/.test(new URL(url).searchParams.get('time') ?? ''),
      ),
    ).toBe(true);
    const beforeEntry = requested.slice(0, requested.indexOf(apiPaths.entry));
    expect(beforeEntry.filter((path) => path.startsWith('/remotes/') || path === apiPaths.userInfo)).toEqual([]);
    // A session of its own, not the one that minted the code.
    const stored = await page.evaluate(() => localStorage.getItem('robot_token'));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe(player.token);
    expect(stored).not.toBe(code);
    expect((await api<{ username: string }>(apiPaths.userInfo, undefined, stored ?? '')).username).toBe(
      player.username,
    );
    expect(await page.evaluate(() => localStorage.getItem('promoPending'))).toBeNull();
    await page.getByTestId('balance').waitFor();
    await page.getByTestId('promo-next').click();
    await page.getByTestId('promo-close').click();
    await page.getByTestId('promo-dialog').waitFor({ state: 'detached' });

    // The token left the address bar and the history (location.replace): back never shows it.
    const back = await page.goBack();
    expect(back === null || !back.url().includes('token=')).toBe(true);
    await page.goto(`${siteUrl}/home`);
    await site.remotePage('mf-lobby').waitFor();
    await page.getByTestId('balance').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('promo-dialog').count()).toBe(0);
  });

  it('drops a used, unknown or session-token ?token= from the address and goes on as a visitor', async () => {
    const page = site.page;
    const player = await registeredPlayer();
    const { code } = await api<{ code: string }>(apiPaths.entryCode, {}, player.token);
    await api(apiPaths.entry, { token: code });
    for (const value of [code, 'unknown-entry-code-unknown-entry-code', player.token]) {
      await page.goto(`${siteUrl}/home?token=${value}&x=1`);
      await site.remotePage('mf-lobby').waitFor();
      await page.locator('.adm-toast-main').getByText(apiMessages.entryCodeInvalid).waitFor();
      expect(new URL(page.url()).search).toBe('?x=1');
      expect(await page.evaluate(() => localStorage.getItem('robot_token'))).toBeNull();
      await page.getByTestId('top-login').waitFor();
    }
  });

  it('counts the balance up after 2 s with 4 decimals; the refresh button asks the server, then reloads user info', async () => {
    const page = site.page;
    const player = await registeredPlayer();
    await loggedInAs(page, player.token);
    // A balance the money core cannot give a new player yet: the user info answer is rewritten.
    await page.route(`**${apiPaths.userInfo}`, async (route) => {
      const response = await route.fetch();
      const envelope = (await response.json()) as { result: Record<string, unknown> };
      await route.fulfill({ response, json: { ...envelope, result: { ...envelope.result, balance: '12.345678' } } });
    });
    await openHome(page);
    const balance = page.getByTestId('balance');
    await balance.waitFor();
    expect(await balance.getAttribute('data-balance')).toBe('12.3456');
    expect(await balance.textContent()).toBe('0.0000');
    await balance.filter({ hasText: '12.3456' }).waitFor({ timeout: 5000 });

    const order: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === apiPaths.balanceRefresh || path === apiPaths.userInfo) order.push(path);
    });
    await page.getByTestId('balance-refresh').click();
    await expect.poll(() => order).toEqual([apiPaths.balanceRefresh, apiPaths.userInfo]);
  });

  it('the robot button opens customer service with the configured links', async () => {
    const page = site.page;
    await page.context().route('https://example.com/**', (route) => route.fulfill({ body: 'support' }));
    await page.context().route('https://t.me/**', (route) => route.fulfill({ body: 'chat' }));
    await openHome(page);
    await page.getByTestId('robot-button').click();
    const dialog = page.getByTestId('customer-service');
    await dialog.getByText(messages.service.title).waitFor();
    const online = page.context().waitForEvent('page');
    await page.getByTestId('service-online').click();
    expect((await online).url()).toBe('https://example.com/support');
    const chat = page.context().waitForEvent('page');
    await page.getByTestId('service-chat').click();
    expect((await chat).url()).toMatch(/^https:\/\/t\.me\/demo_support_[123]$/);
  });

  it('forgot password opens customer service', async () => {
    const page = site.page;
    await openHome(page);
    await page.getByTestId('top-login').click();
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('customer-service').waitFor();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
  });

  it('mounts the agent remote’s invite dialog with both QR codes; a visitor gets the login dialog', async () => {
    const page = site.page;
    await openHome(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-invite')));
    await page.getByTestId('login-dialog').waitFor();

    const player = await registeredPlayer();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
    await loggedInAs(page, player.token);
    await openHome(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-invite')));
    const dialog = page.getByTestId('invite-dialog');
    await dialog.waitFor();
    for (const qr of ['invite-qr-bot', 'invite-qr-web']) {
      const image = dialog.getByTestId(qr);
      await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(369);
      expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    }
    await dialog.getByTestId('invite-copy-web').click();
    await page.locator('.adm-toast-main').getByText(messages.invite.copied, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`code=${player.inviteCode}`);
    await dialog.getByTestId('invite-close').click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps the scroll of a kept-alive page; other pages start at the top', async () => {
    const page = site.page;
    await openHome(page);
    const main = page.locator('main');
    // Home has little content until the lobby issue: make it tall enough to scroll.
    await site
      .remotePage('mf-lobby')
      .evaluate((section) => section.append(Object.assign(document.createElement('div'), { style: 'height:3000px' })));
    await main.evaluate((node) => node.scrollTo(0, 800));
    await page.waitForTimeout(100);
    await site.tab(messages.tabs.activity).click();
    await site.remotePage('mf-activity').waitFor();
    expect(await main.evaluate((node) => node.scrollTop)).toBe(0);
    await site.tab(messages.tabs.home).click();
    await expect.poll(() => main.evaluate((node) => node.scrollTop)).toBe(800);
  });
});
