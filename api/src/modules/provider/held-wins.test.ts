/** How wins above a round's limit are held, not paid: the limit, several wins, repeats, rollbacks, large sums and wins at once; on every test database. */
import { apiMessages, PROVIDER_WALLET_CODES as CODES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { HELD_WINS, useHeldWinsApp } from '../../test/held-wins';
import { useLedgerTestApp } from '../../test/ledger-suite';
import {
  betBody,
  fundedGamePlayer,
  newTransactionId,
  providerCall,
  rollbackBody,
  USDT,
  walletBalanceOf,
  winBody,
} from '../../test/provider';
import { isAboveWinLimit } from './held-wins';

describe('the win limit', () => {
  it('compares all the round’s wins with the multiple of its stake, exactly at any size', () => {
    expect(isAboveWinLimit({ stake: 1, wins: 0, amount: 10_000, multiple: 10_000 })).toBe(false);
    expect(isAboveWinLimit({ stake: 1, wins: 0, amount: 10_001, multiple: 10_000 })).toBe(true);
    expect(isAboveWinLimit({ stake: 2, wins: 19, amount: 1, multiple: 10 })).toBe(false);
    expect(isAboveWinLimit({ stake: 2, wins: 19, amount: 2, multiple: 10 })).toBe(true);
    expect(isAboveWinLimit({ stake: 0, wins: 0, amount: 1, multiple: 10_000 })).toBe(true);
    // Beyond 2^53 the product of numbers would round; in bigint it does not.
    expect(isAboveWinLimit({ stake: 2 ** 52, wins: 0, amount: 2 ** 53 + 2, multiple: 2 })).toBe(true);
  });
});

describe.each(TEST_DATABASES)('held wins at the default limit on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app));

  it('holds the issue’s win of 1,000,000 on a bet of 0.000001: the balance stays, the provider hears it was taken', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    const bet = betBody(player, '0.000001');
    await providerCall(testApp, 'bet', bet);
    const win = winBody(player, bet, '1000000');
    const answer = await providerCall(testApp, 'win', win);
    expect(answer.body).toEqual({
      code: 200,
      result: { balance: '9.999999', transaction_id: win.transaction_id, held: true },
    });
    expect(await walletBalanceOf(testApp, player.id)).toBe(10 * USDT - 1);
    // 10,000 times the stake is still paid.
    const next = betBody(player, '0.000001');
    await providerCall(testApp, 'bet', next);
    expect((await providerCall(testApp, 'win', winBody(player, next, '0.01'))).body.result).toEqual({
      balance: '10.009998',
      transaction_id: expect.any(String),
    });
  });

  it('refuses a rollback of another bet of a round after its win: the win was judged on that bet’s stake too', async () => {
    // The reviewer's sequence: 0.000001 and 99 staked, 900,000 won on the small bet (within
    // 10,000 × 99.000001), then the 99 taken back would leave a win of 900,000 on 0.000001.
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const round_id = newTransactionId('round');
    const small = betBody(player, '0.000001', { round_id });
    const large = betBody(player, '99', { round_id });
    for (const bet of [small, large]) expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
    const win = await providerCall(testApp, 'win', winBody(player, small, '900000'));
    expect(win.body.result).toEqual({ balance: '900000.999999', transaction_id: expect.any(String) });
    expect((await providerCall(testApp, 'rollback', rollbackBody(player, large))).body).toEqual({
      code: CODES.betAlreadySettled,
      message: apiMessages.walletRoundSettled,
    });
    expect(await walletBalanceOf(testApp, player.id)).toBe(900_000_999_999);
  });
});

describe.each(TEST_DATABASES)('held wins on %s', (database) => {
  let testApp: TestApp;
  const { asOperator, decide, heldRowOf, roundOfOne } = useHeldWinsApp(database, (app) => (testApp = app));

  it('counts several wins of a round together: the win that crosses the limit is held, and so is any after it', async () => {
    const { player, bet } = await roundOfOne();
    expect((await providerCall(testApp, 'win', winBody(player, bet, '4'))).body.result.held).toBeUndefined();
    expect((await providerCall(testApp, 'win', winBody(player, bet, '5'))).body.result.held).toBeUndefined();
    const crossing = winBody(player, bet, '2');
    expect((await providerCall(testApp, 'win', crossing)).body.result).toMatchObject({
      balance: '108.000000',
      held: true,
    });
    // 9 paid and 2 held: one more, even 1, would be 12.
    const after = winBody(player, bet, '1');
    expect((await providerCall(testApp, 'win', after)).body.result.held).toBe(true);
    // A lost round's win of 0 is never held.
    expect((await providerCall(testApp, 'win', winBody(player, bet, '0'))).body.result.held).toBeUndefined();
    expect(await walletBalanceOf(testApp, player.id)).toBe(108 * USDT);
    expect(await heldRowOf(crossing.transaction_id)).toMatchObject({
      status: 'pending',
      amount: 2 * USDT,
      round_stake: USDT,
      round_wins: 9 * USDT,
      max_win_multiple: 10,
      transfer_id: null,
    });
    expect((await heldRowOf(after.transaction_id)).round_wins).toBe(11 * USDT);
  });

  it('answers a repeat of a held win as the first time, holds it once, and refuses its id with another amount', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '50');
    const first = await providerCall(testApp, 'win', win);
    expect(first.body.result.held).toBe(true);
    expect((await providerCall(testApp, 'win', win)).body).toEqual(first.body);
    const count = await testApp.context.db
      .selectFrom('held_wins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('transaction_id', '=', win.transaction_id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect((await providerCall(testApp, 'win', { ...win, amount: '51' })).body.code).toBe(CODES.transactionConflict);
    expect(await walletBalanceOf(testApp, player.id)).toBe(99 * USDT);
  });

  it('holds one of two wins that together cross the limit when they come at once for two bets of one round', async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const round_id = newTransactionId('round');
    const bets = [betBody(player, '1', { round_id }), betBody(player, '1', { round_id })];
    for (const bet of bets) expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
    // Limit 20: 15 and 15 are each within it, not together.
    const answers = await Promise.all(bets.map((bet) => providerCall(testApp, 'win', winBody(player, bet, '15'))));
    expect(answers.map((answer) => answer.body.result.held === true).sort()).toEqual([false, true]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(113 * USDT);
  });

  it('counts a held win as the bet’s settlement: its rollback is refused and the win stays payable, once', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '20');
    await providerCall(testApp, 'win', win);
    expect((await providerCall(testApp, 'rollback', rollbackBody(player, bet))).body).toEqual({
      code: CODES.betAlreadySettled,
      message: apiMessages.walletBetSettled,
    });
    expect(await walletBalanceOf(testApp, player.id)).toBe(99 * USDT);
    expect((await decide((await heldRowOf(win.transaction_id)).id, 'pay')).body.code).toBe(200);
    expect(await walletBalanceOf(testApp, player.id)).toBe(119 * USDT);
  });

  it('refuses a rollback of another bet of the round after a held win or a win of 0', async () => {
    for (const amount of ['1000', '0']) {
      const player = await fundedGamePlayer(testApp, 100 * USDT);
      const round_id = newTransactionId('round');
      const [first, second] = [betBody(player, '1', { round_id }), betBody(player, '50', { round_id })];
      for (const bet of [first, second]) expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
      await providerCall(testApp, 'win', winBody(player, first, amount));
      expect((await providerCall(testApp, 'rollback', rollbackBody(player, second))).body.code).toBe(
        CODES.betAlreadySettled,
      );
      expect(await walletBalanceOf(testApp, player.id)).toBe(49 * USDT);
    }
  });

  it('holds a win after held wins of a round that add up past 2^53 micro-USDT, and lists them', async () => {
    const { player, bet } = await roundOfOne();
    for (let i = 0; i < 10; i += 1)
      expect((await providerCall(testApp, 'win', winBody(player, bet, '1000000000'))).body.result.held).toBe(true);
    const last = winBody(player, bet, '0.000001');
    expect((await providerCall(testApp, 'win', last)).body).toEqual({
      code: 200,
      result: { balance: '99.000000', transaction_id: last.transaction_id, held: true },
    });
    expect((await asOperator('GET', HELD_WINS)).body.code).toBe(200);
  });
});
