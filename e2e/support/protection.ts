/**
 * Page actions on the wallet's protection screens (issue 18), by the data-testid attributes of
 * mf-wallet/src/shared/protection and routes/safe: the limits panel on /safe, the reality check,
 * a cool-off or self-exclusion, and the first-deposit prompt on /recharge or the recharge popup.
 * Each starts wherever the page is (inside the site) and waits for what the player would see.
 */
import type { Locator, Page } from 'playwright-core';
import { fillMessage, messages, protectionNames, type BreakKind, type LimitKey } from 'shared-contracts';
import { dialogShown, navigateInSite } from './axe';

const text = messages.protection;

/** sessionStorage key of the prompt's once-a-visit rule (mf-wallet DepositLimitPrompt); quiet pages have it set. */
export const DEPOSIT_PROMPT_SHOWN_KEY = 'depositLimitPromptShown';

/** An antd-mobile input by the data-testid the remote gives it (on the input or its wrapper). */
const input = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();

/** Waits for a toast with this text. */
export const toastShown = (page: Page, message: string) =>
  page.locator('.adm-toast-main').filter({ hasText: message }).first().waitFor();

/** /safe, the 理性游戏 group's entry `entry` tapped, its panel shown. */
async function openOnSafe(page: Page, entry: string, panel: string): Promise<Locator> {
  await navigateInSite(page, '/safe', 'mf-wallet');
  await page.getByTestId(entry).click();
  await dialogShown(page, panel);
  return page.getByTestId(panel);
}

/** Opens 限额设置 on /safe; resolves when the limits have loaded. */
export async function openLimitsPanel(page: Page): Promise<Locator> {
  const panel = await openOnSafe(page, 'safe-limits', 'limits-panel');
  await panel.getByTestId('limit-deposit_24h').waitFor();
  return panel;
}

/** A limit's row in the open limits panel: its value is `[data-testid="limit-value"]`, a waiting change `limit-pending`. */
export const limitRow = (page: Page, key: LimitKey) => page.getByTestId(`limit-${key}`);

/**
 * Sets one limit in the open limits panel (`amount` '' removes it) and waits for the saved toast;
 * the limits panel stays open with the new values.
 * @example await setLimitInPanel(page, 'deposit_24h', '50') // 'now'
 */
export async function setLimitInPanel(page: Page, key: LimitKey, amount: string): Promise<'now' | 'later'> {
  await page.getByTestId(`limit-edit-${key}`).click();
  await dialogShown(page, 'limit-editor');
  await input(page, 'limit-amount').fill(amount);
  const later = (await page.getByTestId('limit-timing').textContent()) === text.appliesLater;
  await page.getByTestId('limit-save').click();
  await toastShown(page, later ? text.savedLater : text.savedNow);
  await page.getByTestId('limit-editor').waitFor({ state: 'hidden' });
  return later ? 'later' : 'now';
}

/** From anywhere in the site: /safe → 限额设置 → set `key` to `amount` → panel closed again. */
export async function setLimit(page: Page, key: LimitKey, amount: string): Promise<'now' | 'later'> {
  await openLimitsPanel(page);
  const timing = await setLimitInPanel(page, key, amount);
  await closeTopPanel(page);
  return timing;
}

/** Chooses the reality check's interval (0 = off) on /safe; the panel closes again. */
export async function setRealityCheck(page: Page, minutes: 0 | 15 | 30 | 60): Promise<void> {
  await openOnSafe(page, 'safe-reality', 'reality-panel');
  await page.getByTestId(`reality-${minutes}`).click();
  await toastShown(page, text.realitySaved);
  await closeTopPanel(page);
}

/**
 * Takes a cool-off or self-exclusion on /safe: chooses the period, checks the confirmation names
 * an end (or 永久), confirms, and returns the text of the answer (its end date, 北京时间) after
 * 知道了, when the shell has logged the player out and gone home.
 */
export async function takeBreak(
  page: Page,
  kind: BreakKind,
  period: string,
): Promise<{ confirm: string; started: string }> {
  await openOnSafe(page, `safe-${kind}`, `break-panel-${kind}`);
  await page.getByTestId(`break-period-${period}`).click();
  await page.getByTestId('break-start').click();
  await dialogShown(page, 'break-confirm');
  const confirm = (await page.getByTestId('break-confirm').textContent()) ?? '';
  await page.locator('.adm-dialog-button').filter({ hasText: text.confirmOk }).click();
  await dialogShown(page, 'break-started');
  const started = (await page.getByTestId('break-started').textContent()) ?? '';
  await page.locator('.adm-dialog-button').filter({ hasText: text.startedOk }).click();
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]:visible').first().waitFor();
  return { confirm, started };
}

/** A 24-hour cool-off (or another cool-off period). */
export const takeCoolOff = (page: Page, period: '24h' | '7d' | '30d' | '6w' = '24h') =>
  takeBreak(page, 'cool_off', period);

/** The title the started dialog shows, e.g. 冷静期已开始. */
export const breakStartedTitle = (kind: BreakKind) => fillMessage(text.startedTitle, { kind: protectionNames[kind] });

/**
 * Lets the first-deposit prompt come again in this visit (quiet pages mark it seen) and goes to
 * /recharge; resolves when the prompt shows. For the recharge popup, clear the key and tap 充值 instead.
 */
export async function openDepositPromptOnRecharge(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.removeItem(key), DEPOSIT_PROMPT_SHOWN_KEY);
  await navigateInSite(page, '/recharge', 'mf-wallet');
  await dialogShown(page, 'deposit-limit-prompt');
}

/** Answers the first-deposit prompt: 跳过, or 设置充值限额 (the limits panel opens on 每日充值限额's editor). */
export async function answerDepositPrompt(page: Page, answer: 'skip' | 'set'): Promise<void> {
  await page.getByTestId(answer === 'skip' ? 'deposit-prompt-skip' : 'deposit-prompt-set').click();
  if (answer === 'set') await dialogShown(page, 'limit-editor');
  else await page.getByTestId('deposit-limit-prompt').waitFor({ state: 'hidden' });
}

/** Closes the topmost panel or dialog by its close cross, as a player taps it. */
export async function closeTopPanel(page: Page): Promise<void> {
  await page.locator('.adm-popup-close-icon:visible').last().click();
  await page.waitForTimeout(350);
}
