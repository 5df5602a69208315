/**
 * Registration in the login/registration dialog against the real API (CAPTCHA_TEST_ANSWERS=1, so
 * every captcha response carries its answer): register, the automatic login through /?token= with
 * no session token leaking, logout, the invite code from ?code=, and the form's own checks. Logging
 * in (remember, captcha reload, a break) is in login.e2e.ts.
 */
import { apiPaths, messages } from 'shared-contracts';
import { describe, expect, inject, it } from 'vitest';
import { newUsername, PASSWORD, registeredPlayer } from '../support/api-client';
import { loginDialog } from '../support/login-dialog';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');
const text = messages.login;

describe('registration in the login dialog', () => {
  const site = useSitePage();
  const { input, dialog, storage, openHome, openDialog, switchMode, toast, waitForLoggedOut } = loginDialog(site);

  it('registers a new player, logs them in, goes to /?token=<code> then /home, and logs out', async () => {
    const visited: string[] = [];
    site.page.on('framenavigated', (frame) => {
      if (frame === site.page.mainFrame()) visited.push(frame.url());
    });
    // Every request the page sends, with its Referer: no session token may travel in either.
    const sent: string[] = [];
    site.page.on('request', (request) => sent.push(request.url(), request.headers()['referer'] ?? ''));
    // Each answer that hands out a session token, read on its way to the page: a listener on
    // 'response' may find the body gone, as the entry answer is followed at once by a reload.
    const sessionTokens: string[] = [];
    for (const path of [apiPaths.register, apiPaths.login, apiPaths.entry])
      await site.page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json().catch(() => null)) as { result?: { token?: string } } | null;
        if (body?.result?.token) sessionTokens.push(body.result.token);
        await route.fulfill({ response });
      });
    await openHome();
    const registerAnswer = await openDialog();
    expect(await dialog().getAttribute('data-mode')).toBe('login');
    await switchMode();
    expect(await dialog().getAttribute('data-mode')).toBe('register');
    await dialog().getByRole('heading', { name: text.titleRegister }).waitFor();

    const username = newUsername();
    await input('login-username').fill(username);
    await input('login-password').fill(PASSWORD);
    await input('login-confirm').fill(PASSWORD);
    await input('login-captcha').fill(registerAnswer);
    // The 18+ confirmation (issue 18); the register answer below proves the API got it.
    await site.page.getByTestId('register-adult').click();
    expect(await site.page.getByTestId('register-adult').locator('input').isChecked()).toBe(true);
    for (const field of ['login-password', 'login-confirm'])
      expect(await input(field).getAttribute('autocomplete')).toBe('new-password');
    // 注册成功, then the automatic login: no second captcha, straight to /?token= and home.
    const page = site.page;
    const entered = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame() && new URL(frame.url()).searchParams.has('token'),
    });
    await page.getByTestId('login-submit').click();
    await toast(text.registered);
    await entered;
    await page.waitForURL((url) => url.pathname === '/home' && !url.searchParams.has('token'));
    await site.remotePage('mf-lobby').waitFor();
    // Logged in: the top bar shows the balance (4 decimals, after the 2 s delay and 1 s count-up).
    await page.getByTestId('balance').filter({ hasText: '0.0000' }).waitFor();
    expect(await page.getByTestId('balance').getAttribute('data-balance')).toBe('0.0000');
    await page.getByTestId('promo-close').click();
    expect(
      visited.some((url) => new URL(url).pathname === '/' && new URL(url).searchParams.get('token') !== null),
    ).toBe(true);
    const token = await storage('robot_token');
    expect(token).toBeTruthy();
    // The entry URL carried a single-use code: the session came from exchanging it.
    const code = new URL(visited.find((url) => url.includes('token=')) ?? siteUrl).searchParams.get('token');
    expect(code).toBeTruthy();
    for (const sessionToken of sessionTokens) {
      const leaks = [...visited, ...sent].filter((text) => text.includes(sessionToken));
      expect(leaks).toEqual([]);
    }
    expect(sessionTokens).toHaveLength(2);
    expect(sessionTokens).toContain(token);
    expect(sessionTokens).not.toContain(code);
    expect(await dialog().count()).toBe(0);

    await site.page.evaluate(() => window.dispatchEvent(new CustomEvent('site:logout')));
    await waitForLoggedOut();
  });

  it('saves ?code= as invited_code, reports it, and locks it into the register form', async () => {
    const inviter = await registeredPlayer();
    const visit = site.page.waitForResponse((r) => r.url().endsWith(apiPaths.inviteVisit));
    await openHome(`?code=${inviter.inviteCode}`);
    expect(((await (await visit).json()) as { result: { valid: boolean } }).result.valid).toBe(true);
    expect(await storage('invited_code')).toBe(inviter.inviteCode);
    await openDialog();
    await switchMode();
    expect(await input('login-invite').inputValue()).toBe(inviter.inviteCode);
    expect(await input('login-invite').isDisabled()).toBe(true);
  });

  it('checks a register form for mismatched passwords, then empty fields, then the 18+ confirmation', async () => {
    const sent: string[] = [];
    site.page.on('request', (request) => {
      if (request.url().endsWith(apiPaths.register)) sent.push(request.url());
    });
    await openHome();
    await openDialog();
    await switchMode();
    await input('login-password').fill(PASSWORD);
    await site.page.getByTestId('login-submit').click();
    await toast(text.passwordMismatch);
    await input('login-confirm').fill(PASSWORD);
    await site.page.getByTestId('login-submit').click();
    await toast(text.missingFields);
    await input('login-username').fill(newUsername());
    await input('login-captcha').fill('abcd');
    await site.page.getByTestId('login-submit').click();
    await toast(messages.safePlay.adultRequired);
    expect(sent).toEqual([]);
  });
});
