/**
 * The dialogs and panels the accessibility guard opens and scans (a11y.e2e.ts), each from /home
 * unless its line says otherwise, as a visitor or a player. A remote that adds a dialog adds a line here.
 */
import type { Page } from 'playwright-core';
import { apiPaths, type RechargeOrder } from 'shared-contracts';
import { expect, inject } from 'vitest';
import { api, registeredPlayer } from './api-client';
import { dialogShown, navigateInSite } from './axe';
import { paidOnChain } from './demo-chain';

const siteUrl = inject('siteUrl');

export type Who = 'visitor' | 'player';

/** Dialogs and panels, opened from /home unless their line says otherwise; each is scanned open, in both themes. */
export const DIALOGS: Array<{ name: string; who: Who; open(page: Page): Promise<void> }> = [
  { name: 'login dialog', who: 'visitor', open: (page) => tapAndWait(page, 'top-login', 'login-dialog') },
  { name: 'register dialog', who: 'visitor', open: (page) => tapAndWait(page, 'top-register', 'login-dialog') },
  { name: 'customer service', who: 'visitor', open: (page) => tapAndWait(page, 'robot-button', 'customer-service') },
  { name: 'notice popup', who: 'visitor', open: (page) => tapAndWait(page, 'notice-bar', 'notice-popup') },
  {
    name: 'sports notice, unfolded',
    who: 'visitor',
    open: async (page) => {
      await page.getByTestId('side-tab-sports').click();
      await page.getByTestId('sports-notice-toggle').click();
      await page.locator('[data-testid="sports-notice"][data-expanded="true"]').waitFor();
    },
  },
  { name: 'invite dialog', who: 'player', open: (page) => tapAndWait(page, 'shortcut-invite', 'invite-dialog') },
  { name: 'recharge popup', who: 'player', open: (page) => tapAndWait(page, 'top-recharge', 'recharge-popup') },
  // The wallet's money-out panels open on /safe (and /withdrawal), not on /home.
  { name: 'address panel', who: 'player', open: (page) => openOnSafe(page, 'safe-addresses', 'address-panel') },
  {
    name: 'add-address dialog',
    who: 'player',
    open: async (page) => {
      await openOnSafe(page, 'safe-addresses', 'address-panel');
      await tapAndWait(page, 'address-add', 'address-add-dialog');
    },
  },
  { name: 'password panel', who: 'player', open: (page) => openOnSafe(page, 'safe-password', 'password-panel') },
  // Player protection (issue 18): the 理性游戏 panels of /safe, a confirmation, and the first-deposit prompt.
  { name: 'limits panel', who: 'player', open: (page) => openOnSafe(page, 'safe-limits', 'limits-panel') },
  {
    name: 'limit editor',
    who: 'player',
    open: async (page) => {
      await openOnSafe(page, 'safe-limits', 'limits-panel');
      await tapAndWait(page, 'limit-edit-deposit_24h', 'limit-editor');
    },
  },
  { name: 'reality check panel', who: 'player', open: (page) => openOnSafe(page, 'safe-reality', 'reality-panel') },
  {
    name: 'cool-off panel',
    who: 'player',
    open: (page) => openOnSafe(page, 'safe-cool_off', 'break-panel-cool_off'),
  },
  // Escape closes the confirmation as 再想想: nothing is started.
  {
    name: 'self-exclusion confirmation',
    who: 'player',
    open: async (page) => {
      await openOnSafe(page, 'safe-exclusion', 'break-panel-exclusion');
      await tapAndWait(page, 'break-start', 'break-confirm');
    },
  },
  // The suite's player has never deposited: the prompt comes once the visit's mark is cleared.
  {
    name: 'first-deposit prompt',
    who: 'player',
    open: async (page) => {
      await page.evaluate(() => sessionStorage.removeItem('depositLimitPromptShown'));
      await navigateInSite(page, '/recharge', 'mf-wallet');
      await dialogShown(page, 'deposit-limit-prompt');
    },
  },
  // The logout confirmation opens on /user; the scan closes it with Escape, so the player stays logged in.
  {
    name: 'logout confirmation',
    who: 'player',
    open: async (page) => {
      await navigateInSite(page, '/user', 'mf-account');
      await tapAndWait(page, 'mine-logout', 'logout-dialog');
    },
  },
  // The suite's player has one member (registered with its invite code in beforeAll): their performance popup.
  {
    name: 'member performance',
    who: 'player',
    open: async (page) => {
      await navigateInSite(page, '/lowerList', 'mf-agent');
      await page.getByTestId('member-row').first().getByRole('button').click();
      await dialogShown(page, 'member-detail');
    },
  },
  // Last: it switches the page to a player of its own with a round (a deposit and one demo spin).
  {
    name: 'round detail',
    who: 'player',
    open: async (page) => {
      const token = await playerWithARound(page);
      await page.evaluate((value) => localStorage.setItem('robot_token', value), token);
      await page.goto(`${siteUrl}/betDetail`);
      await page.getByTestId('round-row').first().getByRole('button').click();
      await dialogShown(page, 'round-detail');
    },
  },
];

async function tapAndWait(page: Page, control: string, shown: string): Promise<void> {
  await page.getByTestId(control).click();
  await dialogShown(page, shown);
}

let roundPlayer: Promise<string> | undefined;

/**
 * Once per run: a player of its own (the suite's player stays unfunded, as every other route and
 * dialog is checked for), funded through the demo chain, who plays one spin of the demo slot.
 */
function playerWithARound(page: Page): Promise<string> {
  roundPlayer ??= (async () => {
    const { token } = await registeredPlayer();
    const order = await api<RechargeOrder>(apiPaths.wallet.recharge, { amount: '20' }, token);
    await paidOnChain(order.address, order.actual_amount);
    await expect
      .poll(async () => (await api<{ balance: string }>(apiPaths.userInfo, undefined, token)).balance, {
        timeout: 30_000,
      })
      .not.toBe('0.000000');
    const { url } = await api<{ url: string }>(`${apiPaths.lobby.begin}?game_code=demo_fruit_slot`, undefined, token);
    const game = await page.context().newPage();
    await game.goto(url);
    const answered = game.waitForResponse((response) => response.url().endsWith('/spin'));
    await game.locator('#spin').click();
    await answered;
    await game.close();
    return token;
  })();
  return roundPlayer;
}

async function openOnSafe(page: Page, control: string, shown: string): Promise<void> {
  await navigateInSite(page, '/safe', 'mf-wallet');
  await tapAndWait(page, control, shown);
}
