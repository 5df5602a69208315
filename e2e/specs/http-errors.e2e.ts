/**
 * What the player sees when a call fails (spec §8), through the shell's HTTP client: the start-up
 * user-info call is answered by route interception with each HTTP status and failing envelope;
 * a 401 (intercepted, and a dead token against the real API) logs out without a toast.
 */
import { randomBytes } from 'node:crypto';
import { apiPaths, messages } from 'shared-contracts';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { registeredPlayer } from '../support/api-client';
import { useSitePage } from '../support/site-page';

const siteUrl = inject('siteUrl');
const http = messages.http;
const TOKEN_KEY = 'robot_token';

interface Reply {
  status: number;
  contentType?: string;
  body?: string;
}
const json = (status: number, value: unknown): Reply => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(value),
});

/** Fixed texts: whatever the body says, the player reads the catalogue's words for the status. */
const STATUS_TOASTS: Array<[status: number, toast: string]> = [
  [400, http[400]],
  [403, http[403]],
  [408, http[408]],
  [501, http[501]],
  [502, http[502]],
  [503, http[503]],
  [504, http[504]],
  [505, http[505]],
  [418, http.other],
  [599, http.other],
];

/** A 500 shows the server's own text when it sent one; HTTP 200 with code ≠ 200 shows its message. */
const BODY_TOASTS: Array<[name: string, reply: Reply, toast: string]> = [
  ['a 500 with a result text', json(500, { code: 500, result: '数据库开小差了' }), '数据库开小差了'],
  ['a 500 with an empty body', { status: 500, contentType: 'text/plain', body: '' }, http[500]],
  ['envelope code 500 with a message', json(200, { code: 500, message: '服务繁忙' }), '服务繁忙'],
  [
    'envelope code 1001 with error.message',
    json(200, { code: 1001, error: { message: '账号已被冻结' } }),
    '账号已被冻结',
  ],
  [
    'envelope with both, error.message first',
    json(200, { code: 1002, message: '操作失败', error: { message: '余额不足' } }),
    '余额不足',
  ],
];

interface ToastWindow {
  e2eToasts?: string[];
}

/**
 * Installed before any page script: every text an antd-mobile toast shows, in order, so one
 * that came and went between two checks is still seen.
 */
function recordToasts(): void {
  const seen: string[] = [];
  const lastText = new WeakMap<Element, string>();
  (window as ToastWindow).e2eToasts = seen;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.adm-toast-main')) {
      const text = toast.textContent?.trim() ?? '';
      if (text && lastText.get(toast) !== text) seen.push(text);
      lastText.set(toast, text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Puts the token in place once per tab before the shell reads it, as a returning player has it. */
function seedToken(token: string): void {
  try {
    if (sessionStorage.getItem('e2e:token-seeded')) return;
    localStorage.setItem('robot_token', token);
    sessionStorage.setItem('e2e:token-seeded', '1');
  } catch {
    // about:blank has no storage; the site's own document comes next.
  }
}

/** A real player's token, so start-up calls other than the intercepted one succeed. */
const livePlayerToken = async () => (await registeredPlayer()).token;

describe('HTTP error toasts', () => {
  const site = useSitePage();
  let liveToken: string;

  beforeAll(async () => {
    liveToken = await livePlayerToken();
  });
  beforeEach(async () => {
    await site.page.context().addInitScript(recordToasts);
  });

  const toastsSeen = () => site.page.evaluate(() => (window as ToastWindow).e2eToasts ?? []);
  const storedToken = () => site.page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const loginDialog = () => site.page.getByTestId('login-dialog');
  const waitForToast = (text: string) =>
    site.page.locator('.adm-toast-main').getByText(text, { exact: true }).waitFor();

  /** Loads /home as a logged-in player whose user-info call gets `reply` (none: the real API). */
  async function openHomeAs(token: string, reply?: Reply | 'network-failure') {
    await site.page.context().addInitScript(seedToken, token);
    if (reply) {
      await site.page.route(`**${apiPaths.userInfo}`, (route) =>
        reply === 'network-failure' ? route.abort('failed') : route.fulfill(reply),
      );
    }
    const answered = reply
      ? undefined
      : site.page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.userInfo);
    await site.page.goto(`${siteUrl}/home`);
    await site.remotePage('mf-lobby').waitFor();
    return answered;
  }

  /** One toast with exactly `text`, and the player still logged in with no login dialog. */
  async function expectOnlyToast(text: string) {
    await waitForToast(text);
    expect(await toastsSeen()).toEqual([text]);
    expect(await storedToken()).toBe(liveToken);
    expect(await loginDialog().count()).toBe(0);
  }

  /** A 401: the login dialog opens, the token is gone, and no toast shows (watched for 1 s more). */
  async function expectLoggedOutQuietly() {
    await loginDialog().waitFor();
    expect(await storedToken()).toBeNull();
    await site.page.waitForTimeout(1000);
    expect(await toastsSeen()).toEqual([]);
    expect(await site.page.locator('.adm-toast-main').count()).toBe(0);
  }

  it.each(STATUS_TOASTS)('HTTP %i toasts the catalogue text %s', async (status, toast) => {
    await openHomeAs(liveToken, json(status, { code: status, message: '服务器自己的说法' }));
    await expectOnlyToast(toast);
  });

  it.each(BODY_TOASTS)('%s toasts its text', async (_name, reply, toast) => {
    await openHomeAs(liveToken, reply);
    await expectOnlyToast(toast);
  });

  it('HTTP 404 toasts 请求地址出错 with the path that was not found', async () => {
    await openHomeAs(liveToken, json(404, { code: 404, message: 'Not Found' }));
    await site.page.locator('.adm-toast-main').getByText(http[404]).waitFor();
    const toasts = await toastsSeen();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toContain(http[404]);
    expect(toasts[0]).toContain(apiPaths.userInfo);
    expect(await storedToken()).toBe(liveToken);
  });

  it('a request that never gets an answer toasts the network message', async () => {
    await openHomeAs(liveToken, 'network-failure');
    await expectOnlyToast(http.network);
  });

  it('HTTP 401 opens the login dialog, removes the token and shows no toast', async () => {
    await openHomeAs('any-token-will-do', json(401, { code: 401, message: '登录已过期' }));
    await expectLoggedOutQuietly();
  });

  it('an expired token against the real API logs the player out without a toast', async () => {
    const response = await openHomeAs(randomBytes(32).toString('hex'));
    expect(response?.status()).toBe(401);
    await expectLoggedOutQuietly();
  });
});
