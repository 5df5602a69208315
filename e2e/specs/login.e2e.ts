/**
 * Logging in through the login/registration dialog against the real API (CAPTCHA_TEST_ANSWERS=1,
 * so every captcha response carries its answer): remember, an old plain remembered password sealed,
 * captcha reload, and a refusal during a break. Registration is in register.e2e.ts.
 */
import { apiMessages, apiPaths, fillMessage, protectionNames } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { PASSWORD, registeredPlayer } from '../support/api-client';
import { captchaAnswer, loginDialog } from '../support/login-dialog';
import { useSitePage } from '../support/site-page';

describe('login through the dialog', () => {
  const site = useSitePage();
  const {
    input,
    dialog,
    storage,
    openHome,
    openDialog,
    toast,
    submitLogin,
    allStoredText,
    waitForLoggedOut,
    logInThroughDialog,
  } = loginDialog(site);

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
});
