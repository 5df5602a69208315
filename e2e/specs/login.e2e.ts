/**
 * The login/registration dialog against the real API (CAPTCHA_TEST_ANSWERS=1, so every captcha
 * response carries its answer): register, login, logout, remember, captcha reload, invite code.
 */
import type { Page } from 'playwright-core';
import { apiMessages, apiPaths, fillMessage, messages, protectionNames } from 'shared-contracts';
import { describe, expect, inject, it } from 'vitest';
import { newUsername, PASSWORD, registeredPlayer } from '../support/api-client';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');
const text = messages.login;

/** Runs `action` and resolves with the answer of the captcha the page loads because of it. */
async function captchaAnswer(page: Page, action: () => Promise<unknown>): Promise<string> {
  const response = page.waitForResponse((r) => r.url().endsWith(apiPaths.captcha));
  await action();
  const json = (await (await response).json()) as { result: { answer: string } };
  return json.result.answer;
}

describe('login and registration dialog', () => {
  const site = useSitePage();
  const input = (testId: string) =>
    site.page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
  const dialog = () => site.page.getByTestId('login-dialog');
  const storage = (key: string) => site.page.evaluate((k) => localStorage.getItem(k), key);
  const openHome = async (query = '') => {
    await site.page.goto(`${siteUrl}/home${query}`);
    await site.remotePage('mf-lobby').waitFor();
  };
  /** Opens the dialog the way a remote would, and resolves with the fresh captcha's answer. */
  const openDialog = () =>
    captchaAnswer(site.page, () => site.page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-login'))));
  const switchMode = () => site.page.getByTestId('login-switch').click();
  const toast = (message: string) => site.page.locator('.adm-toast-main').getByText(message, { exact: true }).waitFor();
  /** Submits a login and waits for the app to reach /?token=… and then /home with the lobby. */
  const submitLogin = async () => {
    const page = site.page;
    const entered = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame() && new URL(frame.url()).searchParams.has('token'),
    });
    await page.getByTestId('login-submit').click();
    await entered;
    await page.waitForURL((url) => url.pathname === '/home' && !url.searchParams.has('token'));
    await site.remotePage('mf-lobby').waitFor();
    // The entry flow's promo dialog greets every login; close it to go on.
    await page.getByTestId('promo-close').click();
    await page.getByTestId('promo-dialog').waitFor({ state: 'detached' });
  };
  /** Everything the site keeps in localStorage and sessionStorage, as one text. */
  const allStoredText = () => site.page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  const waitForLoggedOut = () => site.page.waitForFunction(() => localStorage.getItem('robot_token') === null);

  async function logInThroughDialog(username: string, remember: boolean) {
    const answer = await openDialog();
    await input('login-username').fill(username);
    await input('login-password').fill(PASSWORD);
    await input('login-captcha').fill(answer);
    if (remember) await site.page.getByTestId('login-remember').click();
    await submitLogin();
    expect(await storage('robot_token')).toBeTruthy();
  }

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

  it('remembers the credentials when asked, without the password readable at rest, and forgets them when not', async () => {
    const player = await registeredPlayer();
    await openHome();
    await logInThroughDialog(player.username, true);
    const remembered = (await storage('userPass')) ?? '';
    expect(remembered).not.toContain(PASSWORD);
    expect(JSON.parse(remembered)).toEqual({
      username: player.username,
      iv: expect.any(String),
      cipher: expect.any(String),
    });
    expect(await allStoredText()).not.toContain(PASSWORD);

    await site.page.evaluate(() => window.dispatchEvent(new CustomEvent('site:logout')));
    await waitForLoggedOut();
    await openDialog();
    // Decrypted a moment after the dialog opens.
    await expect.poll(() => input('login-password').inputValue()).toBe(PASSWORD);
    expect(await input('login-username').inputValue()).toBe(player.username);
    expect(await site.page.getByTestId('login-remember').locator('input').isChecked()).toBe(true);
    // The fields name themselves to the browser's password manager.
    expect(await input('login-username').getAttribute('autocomplete')).toBe('username');
    expect(await input('login-password').getAttribute('autocomplete')).toBe('current-password');

    // Unchecked, a login removes the saved pair; the next opening shows empty fields.
    await site.page.getByTestId('login-remember').click();
    const answer = await captchaAnswer(site.page, () => site.page.getByTestId('captcha-image').click());
    await input('login-captcha').fill(answer);
    await submitLogin();
    expect(await storage('robot_token')).toBeTruthy();
    expect(await storage('userPass')).toBeNull();
    await site.page.evaluate(() => window.dispatchEvent(new CustomEvent('site:logout')));
    await waitForLoggedOut();
    await openDialog();
    expect(await input('login-username').inputValue()).toBe('');
    expect(await input('login-password').inputValue()).toBe('');
  });

  it('seals an old plain remembered password on load and still fills the form', async () => {
    const player = await registeredPlayer();
    // Written as the site used to write it, before the first load of the new shell.
    await site.page.addInitScript((username) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('userPass', JSON.stringify({ username, password: 'secret123' }));
    }, player.username);
    await openHome();
    await site.page.waitForFunction(() => localStorage.getItem('userPass')?.includes('"cipher"'));
    expect(await storage('userPass')).not.toContain(PASSWORD);
    expect(await allStoredText()).not.toContain(PASSWORD);
    await openDialog();
    await expect.poll(() => input('login-password').inputValue()).toBe(PASSWORD);
    expect(await input('login-username').inputValue()).toBe(player.username);
    expect(await site.page.getByTestId('login-remember').locator('input').isChecked()).toBe(true);
    // A reload still fills it: the key stayed in IndexedDB.
    await openHome();
    await openDialog();
    await expect.poll(() => input('login-password').inputValue()).toBe(PASSWORD);
  });

  it('reloads the captcha picture after a wrong answer', async () => {
    const player = await registeredPlayer();
    await openHome();
    await openDialog();
    const image = site.page.getByTestId('captcha-image');
    const before = await image.getAttribute('src');
    await input('login-username').fill(player.username);
    await input('login-password').fill(PASSWORD);
    await input('login-captcha').fill('wrong!');
    await captchaAnswer(site.page, () => site.page.getByTestId('login-submit').click());
    await site.page.waitForFunction(
      (old) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== old,
      before,
    );
    expect(await storage('robot_token')).toBeNull();
    expect(await site.page.getByTestId('login-submit').isEnabled()).toBe(true);
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

  it('shows the API’s refusal of a login during a break, with its end date, and stays logged out', async () => {
    // The dialog's side only: the API's refusal itself is tested in the API (a break refuses after the password check).
    const refusal = fillMessage(apiMessages.loginOnBreak, {
      kind: protectionNames.cool_off,
      until: '2026-12-01 18:30',
    });
    await site.page.route(`**${apiPaths.login}`, (route) =>
      route.fulfill({ json: { code: 400, message: refusal }, contentType: 'application/json' }),
    );
    const player = await registeredPlayer();
    await openHome();
    const answer = await openDialog();
    await input('login-username').fill(player.username);
    await input('login-password').fill(PASSWORD);
    await input('login-captcha').fill(answer);
    // A refused login reloads the captcha, as any failed one does.
    await captchaAnswer(site.page, () => site.page.getByTestId('login-submit').click());
    await toast(refusal);
    expect(refusal).toContain('2026-12-01 18:30');
    expect(await dialog().isVisible()).toBe(true);
    expect(await storage('robot_token')).toBeNull();
    expect(await site.page.getByTestId('login-submit').isEnabled()).toBe(true);
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
