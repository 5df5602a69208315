/**
 * The record screens end to end (issue 14): a new player recharges through the demo chain and
 * plays 3 demo spins, then finds exactly that on mf-account's screens — the rounds in /betDetail
 * (with a round's calls and entries), the totals in /betRecords and /accountRecords, each balance
 * change in /transactionRecords with the last balance after equal to the shell's balance, and the
 * deposit in /rechargeRecords. Every expectation is computed here from what the spec did, never
 * read back from the record calls.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiPaths, messages, parseUsdt, shownUsdt, type RechargeOrder } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, registeredPlayer } from '../support/api-client';
import { navigateInSite } from '../support/axe';
import { launchBrowser, openMobilePage } from '../support/browser';
import { paidOnChain } from '../support/demo-chain';
import { clearOfShanghaiMidnight } from '../support/shanghai-day';

const siteUrl = inject('siteUrl');

const micro = (usdt: string) => {
  const value = parseUsdt(usdt);
  if (value === null) throw new Error(`not an amount: ${usdt}`);
  return value;
};
/** What the screens show for an amount with a sign (win/loss, bill changes): 4 decimals, + or −, zero unsigned. */
const signed = (amount: number) => {
  const shown = shownUsdt(Math.abs(amount));
  if (!/[1-9]/.test(shown)) return shown;
  return `${amount < 0 ? '-' : '+'}${shown}`;
};

interface Spin {
  roundId: string;
  stake: number;
  win: number;
}

describe('records: a deposit and three demo spins on every record screen', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let deposit: { orderId: string; credited: number; txId: string };
  const spins: Spin[] = [];

  const text = (locator: Locator) => locator.first().textContent();
  const balance = async () => micro((await api<{ balance: string }>(apiPaths.userInfo, undefined, token)).balance);

  beforeAll(async () => {
    // Today's figures are read a minute after the money moves: both on the same Shanghai day.
    await clearOfShanghaiMidnight();
    browser = await launchBrowser();
    ({ context, page } = await openMobilePage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('recharges 100 USDT through the demo chain and plays 3 demo spins', async () => {
    ({ token } = await registeredPlayer());
    const order = await api<RechargeOrder>(apiPaths.wallet.recharge, { amount: '100' }, token);
    const txId = await paidOnChain(order.address, order.actual_amount);
    await expect.poll(balance, { timeout: 30_000 }).toBe(micro(order.actual_amount));
    deposit = { orderId: order.order_id, credited: micro(order.actual_amount), txId };

    const { url } = await api<{ url: string }>(`${apiPaths.lobby.begin}?game_code=demo_fruit_slot`, undefined, token);
    const game = await context.newPage();
    await game.goto(url);
    for (let spin = 0; spin < 3; spin += 1) {
      const answered = game.waitForResponse((response) => response.url().endsWith('/spin'));
      await game.locator('#spin').click();
      const response = await answered;
      const sent = response.request().postDataJSON() as { stake: number };
      const body = (await response.json()) as { code: number; result: { round_id: string; win: string } };
      expect(body.code).toBe(200);
      spins.push({ roundId: body.result.round_id, stake: micro(String(sent.stake)), win: micro(body.result.win) });
      await expect.poll(() => game.locator('#spin').isEnabled(), { timeout: 10_000 }).toBe(true);
    }
    await game.close();
    const stakes = spins.reduce((sum, spin) => sum + spin.stake, 0);
    const wins = spins.reduce((sum, spin) => sum + spin.win, 0);
    expect(await balance()).toBe(deposit.credited - stakes + wins);

    await context.addInitScript((value) => localStorage.setItem('robot_token', value), token);
    await page.goto(`${siteUrl}/home`);
    await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  });

  it('/betRecords totals the 3 rounds; its row opens /betDetail with the same rounds, each with its calls', async () => {
    const stake = spins.reduce((sum, spin) => sum + spin.stake, 0);
    const payout = spins.reduce((sum, spin) => sum + spin.win, 0);
    await navigateInSite(page, '/betRecords', 'mf-account');
    const total = page.getByTestId('bet-records-total');
    await total.waitFor();
    expect(await text(total.getByTestId('figure-rounds'))).toBe('3');
    expect(await text(total.getByTestId('figure-stake'))).toBe(shownUsdt(stake));
    expect(await text(total.getByTestId('figure-payout'))).toBe(shownUsdt(payout));
    expect(await text(total.getByTestId('figure-win-loss'))).toBe(signed(payout - stake));
    const rows = page.getByTestId('bet-records-row');
    expect(await rows.count()).toBe(1);
    expect(await text(rows.getByTestId('figure-rounds'))).toBe('3');

    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/betDetail\?game_type_id=\d+&provider=demo&period=today$/);
    const rounds = page.getByTestId('round-row');
    await expect.poll(() => rounds.count()).toBe(3);
    // Newest first: the spins in reverse.
    const newestFirst = [...spins].reverse();
    expect(await rounds.evaluateAll((items) => items.map((item) => item.getAttribute('data-round')))).toEqual(
      newestFirst.map((spin) => spin.roundId),
    );
    for (const [index, spin] of newestFirst.entries()) {
      const row = rounds.nth(index);
      expect(await text(row.getByTestId('round-stake'))).toBe(shownUsdt(spin.stake));
      expect(await text(row.getByTestId('round-payout'))).toBe(shownUsdt(spin.win));
      expect(await text(row.getByTestId('round-win-loss'))).toBe(signed(spin.win - spin.stake));
      expect(await row.getAttribute('data-status')).toBe('settled');
    }

    const last = newestFirst[0]!;
    await rounds.first().getByRole('button').click();
    const detail = page.getByTestId('round-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain(last.roundId);
    // A lost round is settled by a win of 0: the call is there, no ledger entry moved money.
    expect(await detail.getByTestId('round-calls').locator('li').count()).toBe(2);
    expect(await detail.getByTestId('round-entries').locator('li').count()).toBe(last.win > 0 ? 2 : 1);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
  });

  it('/accountRecords shows the same stake and payout for today and in total, net = payout − stake', async () => {
    const stake = spins.reduce((sum, spin) => sum + spin.stake, 0);
    const payout = spins.reduce((sum, spin) => sum + spin.win, 0);
    await navigateInSite(page, '/accountRecords', 'mf-account');
    const total = page.getByTestId('report-total');
    await total.waitFor();
    for (const figures of [total, page.getByTestId('report-day').first()]) {
      expect(await text(figures.getByTestId('report-stake'))).toBe(shownUsdt(stake));
      expect(await text(figures.getByTestId('report-payout'))).toBe(shownUsdt(payout));
      expect(await text(figures.getByTestId('report-bonus'))).toBe(shownUsdt(0));
      expect(await text(figures.getByTestId('report-rebate'))).toBe(shownUsdt(0));
      expect(await text(figures.getByTestId('report-net'))).toBe(signed(payout - stake));
    }
  });

  it('/transactionRecords lists each balance change with its balance after; the last one is the shell balance', async () => {
    // The wallet's changes, oldest first: the deposit, then each spin's stake and (if any) its win.
    const changes: Array<{ kind: string; amount: number; after: number }> = [];
    let running = deposit.credited;
    changes.push({ kind: 'deposit', amount: deposit.credited, after: running });
    for (const spin of spins) {
      running -= spin.stake;
      changes.push({ kind: 'bet', amount: -spin.stake, after: running });
      if (spin.win > 0) {
        running += spin.win;
        changes.push({ kind: 'win', amount: spin.win, after: running });
      }
    }
    const newestFirst = changes.reverse();

    await navigateInSite(page, '/transactionRecords', 'mf-account');
    const rows = page.getByTestId('bill-row');
    await expect.poll(() => rows.count()).toBe(newestFirst.length);
    const shown = await rows.evaluateAll((items) =>
      items.map((item) => ({
        kind: item.getAttribute('data-kind'),
        amount: item.querySelector('[data-testid="bill-amount"]')?.textContent,
        after: item.querySelector('[data-testid="bill-balance-after"]')?.textContent,
      })),
    );
    expect(shown).toEqual(
      newestFirst.map((change) => ({
        kind: change.kind,
        amount: signed(change.amount),
        after: shownUsdt(change.after),
      })),
    );

    // The kind filter comes from the answer: 投注 lists the 3 stakes only.
    await page.getByTestId('kind-filter-bet').click();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')))).toEqual([
      'bet',
      'bet',
      'bet',
    ]);

    await page.goto(`${siteUrl}/home`);
    const shellBalance = page.getByTestId('balance');
    await shellBalance.waitFor();
    expect(await shellBalance.getAttribute('data-balance')).toBe(shown[0]!.after);
    expect(shown[0]!.after).toBe(shownUsdt(running));
  });

  it('/rechargeRecords shows the deposit completed, with its amount and chain transaction', async () => {
    await navigateInSite(page, '/rechargeRecords', 'mf-account');
    const rows = page.getByTestId('inout-row');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getAttribute('data-order')).toBe(deposit.orderId);
    expect(await text(row.getByTestId('inout-status'))).toBe(messages.inout.statusText[1]);
    expect(await text(row.getByTestId('inout-amount'))).toBe(shownUsdt(micro('100')));
    expect(await row.getByTestId('inout-tx').getAttribute('title')).toBe(deposit.txId);

    // Withdrawals only: none.
    await page.getByTestId('inout-type-2').click();
    await page.getByTestId('records-empty').waitFor();
  });
});
