/**
 * The shell's login/registration dialog as the login specs drive it against the real API
 * (CAPTCHA_TEST_ANSWERS=1, so every captcha response carries its answer): its fields, opening it
 * the way a remote does, switching between login and register, submitting a login through to
 * /home, and what the site keeps in storage.
 */
import type { Page } from 'playwright-core';
import { apiPaths } from 'shared-contracts';
import { expect, inject } from 'vitest';
import { PASSWORD } from './api-client';
import type { useSitePage } from './site-page';

/** Runs `action` and resolves with the answer of the captcha the page loads because of it. */
export async function captchaAnswer(page: Page, action: () => Promise<unknown>): Promise<string> {
  const response = page.waitForResponse((r) => r.url().endsWith(apiPaths.captcha));
  await action();
  const json = (await (await response).json()) as { result: { answer: string } };
  return json.result.answer;
}

/** The dialog on the spec's current page (`site` from useSitePage). */
export function loginDialog(site: ReturnType<typeof useSitePage>) {
  const siteUrl = inject('siteUrl');
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

  return {
    input,
    dialog,
    storage,
    openHome,
    openDialog,
    switchMode,
    toast,
    submitLogin,
    allStoredText,
    waitForLoggedOut,
    logInThroughDialog,
  };
}
