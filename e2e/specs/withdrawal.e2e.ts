/**
 * Money out end to end (issue 13): a player funded through the demo chain sets the withdrawal
 * password and binds a TRC20 address on /safe (a duplicate is refused), is refused a withdrawal
 * by the turnover requirement, plays enough in the demo slot, and withdraws; an operator pays it
 * from a wallet of their own on the demo chain and approves it with that transaction (a payment
 * that is too small is refused first); the player sees it completed and the balance lower by
 * exactly amount + fee. A second request, rejected, gives the money back.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiPaths,
  formatUsdt,
  messages,
  microUsdt,
  parseUsdt,
  type AdminWithdrawal,
  type InoutRecord,
  type RechargeOrder,
  type WithdrawalRules,
  type WithdrawInfo,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, registeredPlayer } from '../support/api-client';
import { navigateInSite } from '../support/axe';
import { launchBrowser, openMobilePage } from '../support/browser';
import { paidOnChain, randomChainAddress } from '../support/demo-chain';
import { createOperator, type Operator } from '../support/operator';

const siteUrl = inject('siteUrl');
const WITHDRAW_PASSWORD = 'withdraw-pw-88';

const micro = (usdt: string) => {
  const value = parseUsdt(usdt);
  if (value === null) throw new Error(`not an amount: ${usdt}`);
  return value;
};

/** The settings as PUT takes them: the GET answer less the hot wallet's address. */
function ruleFields(settings: WithdrawalRules & { hot_wallet_address?: unknown }): WithdrawalRules {
  const rules = { ...settings };
  delete rules.hot_wallet_address;
  return rules;
}

describe('withdrawal: password, address, turnover, an on-chain payout and a rejection', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let operator: Operator;
  let rulesBefore: WithdrawalRules;
  let boundAddress: string;
  let balanceBeforeWithdrawal: number;
  let withdrawalOrder: string;

  const input = (testId: string) =>
    page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
  const balance = async () => micro((await api<{ balance: string }>(apiPaths.userInfo, undefined, token)).balance);
  const info = () => api<WithdrawInfo>(apiPaths.wallet.withdrawInfo, {}, token);
  const toast = (text: string) => page.locator('.adm-toast-main').filter({ hasText: text }).waitFor();
  const records = async () =>
    (await api<{ list: InoutRecord[] }>(apiPaths.records.inoutRecords, { type: '2' }, token)).list;

  beforeAll(async () => {
    operator = await createOperator();
    // A fifth of each deposit in stakes before withdrawing, so the spec's few spins clear it
    // whatever the reels draw; restored afterwards.
    const settings = await operator.call<WithdrawalRules>('GET', apiPaths.admin.withdrawalSettings);
    rulesBefore = settings.result!;
    const rules = ruleFields(settings.result!);
    expect(
      (await operator.call('PUT', apiPaths.admin.withdrawalSettings, { ...rules, turnover_multiplier: 0.2 })).code,
    ).toBe(200);

    browser = await launchBrowser();
    ({ context, page } = await openMobilePage(browser));
  });
  afterAll(async () => {
    if (rulesBefore) {
      await operator.call('PUT', apiPaths.admin.withdrawalSettings, ruleFields(rulesBefore));
    }
    await context?.close();
    await browser?.close();
  });

  it('credits a new player 100 USDT paid on the demo chain', async () => {
    ({ token } = await registeredPlayer());
    const order = await api<RechargeOrder>(apiPaths.wallet.recharge, { amount: '100' }, token);
    await paidOnChain(order.address, order.actual_amount);
    await expect.poll(balance, { timeout: 30_000 }).toBe(micro(order.actual_amount));

    await context.addInitScript((value) => localStorage.setItem('robot_token', value), token);
    await page.goto(`${siteUrl}/home`);
    await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  });

  it('sets the withdrawal password and binds a TRC20 address on /safe; a duplicate is refused', async () => {
    await navigateInSite(page, '/safe', 'mf-wallet');
    await page.getByTestId('safe-password').click();
    const passwordPanel = page.getByTestId('password-panel');
    await passwordPanel.waitFor();
    await input('withdraw-password-password').fill(WITHDRAW_PASSWORD);
    await input('withdraw-password-confirm').fill(`${WITHDRAW_PASSWORD}x`);
    await page.getByTestId('withdraw-password-submit').click();
    await toast(messages.withdrawPassword.mismatch);
    await input('withdraw-password-confirm').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('withdraw-password-submit').click();
    await toast(messages.withdrawPassword.set);
    await passwordPanel.waitFor({ state: 'hidden' });
    expect((await api<{ set_password: boolean }>(apiPaths.userInfo, undefined, token)).set_password).toBe(true);

    boundAddress = await randomChainAddress();
    await page.getByTestId('safe-addresses').click();
    await page.getByTestId('address-panel').waitFor();
    for (const attempt of ['first', 'duplicate'] as const) {
      await page.getByTestId('address-add').click();
      await page.getByTestId('address-type-1').click();
      await input('address-input').fill(boundAddress);
      await page.getByTestId('address-save').click();
      await toast(attempt === 'first' ? messages.addresses.added : messages.addresses.duplicate);
      if (attempt === 'duplicate')
        await page.getByTestId('address-add-dialog').getByRole('button', { name: messages.addresses.cancel }).click();
    }
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(1);
    expect(await page.getByTestId('address-item').textContent()).toContain(boundAddress);
  });

  it('refuses a withdrawal while stakes are owed; after enough play in the demo slot it is held for review', async () => {
    await page.goto(`${siteUrl}/withdrawal`);
    await page.getByTestId('withdraw-turnover').waitFor();
    const owed = (await info()).turnover_remaining;
    expect(micro(owed)).toBeGreaterThan(0);
    expect(await page.getByTestId('withdraw-turnover').textContent()).toContain(owed.replace(/\.?0+$/, ''));

    await input('withdraw-amount').fill('10');
    await input('withdraw-password').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await page.locator('.adm-toast-main').filter({ hasText: '还需完成有效投注' }).waitFor();
    expect(await records()).toEqual([]);

    // Play the demo slot at a stake of 10 until the requirement is met (20 USDT of stakes).
    const { url } = await api<{ url: string }>(`${apiPaths.lobby.begin}?game_code=demo_fruit_slot`, undefined, token);
    const game = await context.newPage();
    await game.goto(url);
    await game.locator('#stakes button', { hasText: /^10$/ }).click();
    while (micro((await info()).turnover_remaining) > 0) {
      const answered = game.waitForResponse((response) => response.url().endsWith('/spin'));
      await game.locator('#spin').click();
      expect(((await (await answered).json()) as { code: number }).code).toBe(200);
      await expect.poll(() => game.locator('#spin').isEnabled(), { timeout: 10_000 }).toBe(true);
    }
    await game.close();

    await page.bringToFront();
    await page.reload();
    await page.getByTestId('withdraw-turnover').filter({ hasText: messages.withdrawal.turnoverDone }).waitFor();
    balanceBeforeWithdrawal = await balance();
    await input('withdraw-amount').fill('10');
    const fee = micro((await info()).rules.fee_fixed);
    expect(await page.getByTestId('withdraw-total').textContent()).toContain(
      formatUsdt(microUsdt(micro('10') + fee)).replace(/\.?0+$/, ''),
    );
    await input('withdraw-password').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await toast(messages.withdrawal.submitted);
    const [record] = await records();
    expect(record).toMatchObject({ type: 2, status: 2, address: boundAddress });
    withdrawalOrder = record!.order_id;
    expect(await balance()).toBe(balanceBeforeWithdrawal - micro('10') - fee);
    await page
      .getByTestId('withdraw-history-item')
      .first()
      .filter({ hasText: messages.withdrawal.statusText[2] })
      .waitFor();
  });

  it('is paid by an operator from their own wallet: a too small payment is refused, the exact one completes it', async () => {
    const queue = await operator.call<{ list: AdminWithdrawal[] }>(
      'GET',
      `${apiPaths.admin.withdrawals}?state=review&size=200`,
    );
    const withdrawal = queue.result!.list.find((item) => item.order_id === withdrawalOrder)!;
    expect(withdrawal).toMatchObject({ state: 'review', address: boundAddress, amount: formatUsdt(micro('10')) });
    const approve = (txId: string) =>
      operator.call<AdminWithdrawal>('POST', `${apiPaths.admin.withdrawals}/${withdrawal.id}/approve`, {
        method: 'chain_tx',
        tx_id: txId,
      });

    const tooLittle = await approve(await paidOnChain(boundAddress, '9.99'));
    expect(tooLittle).toMatchObject({ message: expect.stringContaining('低于提现金额') });
    const paidTx = await paidOnChain(boundAddress, '10');
    const approved = await approve(paidTx);
    expect(approved.code).toBe(200);
    expect(approved.result).toMatchObject({ state: 'paid', tx_id: paidTx });

    const fee = micro(withdrawal.fee);
    expect(await balance()).toBe(balanceBeforeWithdrawal - micro('10') - fee);
    const [record] = await records();
    expect(record).toMatchObject({ order_id: withdrawalOrder, status: 1, tx_id: paidTx });
    await page.reload();
    await page
      .getByTestId('withdraw-history-item')
      .first()
      .filter({ hasText: messages.withdrawal.statusText[1] })
      .waitFor();
  });

  it('gives the money back when an operator rejects a request', async () => {
    const before = await balance();
    await input('withdraw-amount').fill('12');
    await input('withdraw-password').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await toast(messages.withdrawal.submitted);
    const [record] = await records();
    expect(before - (await balance())).toBe(micro(record!.amount) + micro(record!.fee!));

    const queue = await operator.call<{ list: AdminWithdrawal[] }>(
      'GET',
      `${apiPaths.admin.withdrawals}?state=review&size=200`,
    );
    const withdrawal = queue.result!.list.find((item) => item.order_id === record!.order_id)!;
    const rejected = await operator.call<AdminWithdrawal>(
      'POST',
      `${apiPaths.admin.withdrawals}/${withdrawal.id}/reject`,
      {
        reason: '地址核对未通过',
      },
    );
    expect(rejected.result).toMatchObject({ state: 'rejected', reason: '地址核对未通过' });
    expect(await balance()).toBe(before);
    expect((await records())[0]).toMatchObject({ order_id: record!.order_id, status: 3 });
  });
});
