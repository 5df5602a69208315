/**
 * The reviewer's context of a withdrawal request (GET …/withdrawals/:id/context): the player,
 * their credited deposits (chain and pay channel), their withdrawals, play over 7 and 30 days,
 * turnover still owed, open deposit reviews and a break — and the list's day filter. 财务 only.
 */
import { apiPaths, adminMessages, microUsdt, type WithdrawalContext } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBreak } from '../../../test/deposit-limits';
import { depositSuite, type DepositSuite } from '../../../test/deposits';
import { TEST_DATABASES } from '../../../test/harness';
import { createChannel, gatewayCallback } from '../../../test/pay';
import { bearer } from '../../../test/players';
import { operatorToken } from '../../../test/requests';
import { insertReviewWithdrawal, USDT } from '../../../test/review-withdrawals';
import { PLATFORM_ACCOUNTS } from '../../ledger/accounts';
import { creditPlayer } from '../../ledger/service';

const TRON_ADDRESS = 'TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN';
const DAY_MS = 24 * 60 * 60 * 1000;
const { withdrawals } = apiPaths.admin;

describe.each(TEST_DATABASES)('a withdrawal’s review context on %s', (database) => {
  let suite: DepositSuite;
  beforeAll(async () => {
    suite = await depositSuite(database);
    await createChannel(suite.testApp, suite.operator, 'gate');
  });
  afterAll(() => suite.testApp.close());

  const asOperator = async (url: string, token = suite.operator) =>
    (await suite.testApp.call({ method: 'GET', url, headers: bearer(token) })).body;

  /** A request of 1 USDT (fee 0) at `createdAt`, from a player funded by an adjustment (not a deposit). */
  async function request(playerId: number, createdAt?: Date) {
    const { context } = suite.testApp;
    await creditPlayer(context, {
      playerId,
      amount: microUsdt(USDT),
      sourceCode: PLATFORM_ACCOUNTS.adjustments,
      kind: 'adjustment',
      idempotencyKey: `test-fund:${playerId}:${Math.random()}`,
    });
    return insertReviewWithdrawal(context, { playerId, amount: USDT, fee: 0, address: TRON_ADDRESS, createdAt });
  }

  /** A chain deposit of `amount` USDT paid to the player's order: its transaction id. */
  async function chainDeposit(token: string, amount: string) {
    const order = await suite.order(token, amount);
    const transfer = suite.transfer(order.address, order.actual_amount);
    await suite.receive(transfer);
    return { txId: transfer.txId, credited: order.actual_amount as string };
  }

  /** A pay-channel order of `amount` USDT paid by the gateway: its order number. */
  async function channelDeposit(token: string, amount: string) {
    const channels = await suite.asPlayer(token, apiPaths.wallet.payChannels);
    const channel = channels.result.find((row: { code: string }) => row.code === 'gate');
    const ordered = await suite.asPlayer(token, apiPaths.wallet.rechargeOrder, { channel_id: channel.id, amount });
    const orderId = ordered.result.order_id as string;
    const currency = (Number(amount) * 7.25).toFixed(2);
    const paid = { order_id: orderId, channel_order_no: `GW-${orderId}`, amount: currency, status: 'paid' as const };
    const answer = await gatewayCallback(suite.testApp, 'gate', paid);
    expect(answer.body.code).toBe(200);
    return orderId;
  }

  /** Settled play on the Asia/Shanghai day `daysAgo` before today, as the daily sums keep it. */
  async function played(playerId: number, daysAgo: number, stake: number, payout: number) {
    const day = new Date(suite.testApp.context.now().getTime() + 8 * 3600_000 - daysAgo * DAY_MS)
      .toISOString()
      .slice(0, 10);
    await suite.testApp.context.db
      .insertInto('player_daily_bets')
      .values({
        player_id: playerId,
        day,
        provider: 'demo',
        game_type_id: 1,
        rounds: 1,
        stake: microUsdt(stake),
        payout: microUsdt(payout),
      })
      .execute();
  }

  it('shows the player, their deposits, withdrawals, play, turnover, reviews and break', async () => {
    const player = await suite.newPlayer();
    const chain = await chainDeposit(player.token, '100');
    const channelOrder = await channelDeposit(player.token, '20');
    await played(player.id, 0, 5 * USDT, 3 * USDT);
    await played(player.id, 10, 7 * USDT, 1 * USDT);
    await played(player.id, 40, 100 * USDT, 0);
    const earlier = await insertReviewWithdrawal(suite.testApp.context, {
      playerId: player.id,
      amount: 10 * USDT,
      address: TRON_ADDRESS,
      createdAt: new Date(suite.testApp.context.now().getTime() - 1000),
    });
    const id = await insertReviewWithdrawal(suite.testApp.context, {
      playerId: player.id,
      amount: 30 * USDT,
      address: TRON_ADDRESS,
    });
    const at = suite.testApp.context.now().toISOString();
    await suite.testApp.context.db
      .insertInto('deposit_limit_reviews')
      .values({
        player_id: player.id,
        source: 'chain',
        reference: `deposit:${chain.txId}:0`,
        amount: microUsdt(100 * USDT),
        limit_key: 'deposit_day',
        status: 'open',
        closed_by: null,
        close_note: null,
        created_at: at,
        closed_at: null,
      })
      .execute();
    await setBreak(suite.testApp.context, player.id, 'cool_off', new Date(Date.now() + DAY_MS).toISOString());

    const answer = await asOperator(`${withdrawals}/${id}/context`);
    expect(answer.code).toBe(200);
    const context = answer.result as WithdrawalContext;
    const wallet = Number(chain.credited) + 20 - 11 - 31;
    expect(context.player).toMatchObject({ id: player.id, balance: wallet.toFixed(6), login_disabled: false });
    expect(context.player.username).toMatch(/^dep/);
    expect(context.deposits).toEqual([
      { source: 'channel', reference: channelOrder, amount: '20.000000', credited_at: expect.any(String) },
      { source: 'chain', reference: chain.txId, amount: chain.credited, credited_at: expect.any(String) },
    ]);
    expect(context.withdrawals.map((row) => [row.id, row.amount, row.state])).toEqual([
      [id, '30.000000', 'review'],
      [earlier, '10.000000', 'review'],
    ]);
    expect(context.play).toEqual([
      { days: 7, stake: '5.000000', payout: '3.000000' },
      { days: 30, stake: '12.000000', payout: '4.000000' },
    ]);
    // Turnover multiplier 1 by default: both deposits still to be wagered (no settled rounds).
    expect(context.turnover_remaining).toBe((Number(chain.credited) + 20).toFixed(6));
    expect(context.open_deposit_reviews).toBe(1);
    expect(context.on_break).toMatchObject({ kind: 'cool_off' });
  });

  it('answers an empty history plainly, 404 for an unknown request, and bad ids without a 500', async () => {
    const player = await suite.newPlayer();
    const id = await request(player.id);
    const context = (await asOperator(`${withdrawals}/${id}/context`)).result as WithdrawalContext;
    expect(context).toMatchObject({
      deposits: [],
      play: [
        { days: 7, stake: '0.000000', payout: '0.000000' },
        { days: 30, stake: '0.000000', payout: '0.000000' },
      ],
      turnover_remaining: '0.000000',
      open_deposit_reviews: 0,
      on_break: null,
    });
    expect((await asOperator(`${withdrawals}/999999/context`)).code).toBe(404);
    for (const bad of ['0', 'abc', '1.5', '-3'])
      expect((await asOperator(`${withdrawals}/${bad}/context`)).code).toBe(400);
  });

  it('is for 财务 and 超级管理员 only', async () => {
    const player = await suite.newPlayer();
    const id = await request(player.id);
    const finance = await operatorToken(suite.testApp, undefined, 'finance');
    expect((await asOperator(`${withdrawals}/${id}/context`, finance)).code).toBe(200);
    for (const role of ['support', 'operations'] as const) {
      const token = await operatorToken(suite.testApp, undefined, role);
      const { status, body } = await suite.testApp.call({
        method: 'GET',
        url: `${withdrawals}/${id}/context`,
        headers: bearer(token),
      });
      expect([status, body]).toEqual([403, { code: 403, message: adminMessages.roleForbidden }]);
    }
    const playerCall = await suite.testApp.call({
      method: 'GET',
      url: `${withdrawals}/${id}/context`,
      headers: bearer(player.token),
    });
    expect(playerCall.status).toBe(403);
  });

  it('filters the list by the Beijing day created, both days included', async () => {
    const player = await suite.newPlayer();
    // 23:30 Beijing on two consecutive days, and 00:30 Beijing on the day after the first.
    const beijing = (days: number, hour: number, minute: number) =>
      new Date(Date.UTC(2026, 0, 10 + days, hour - 8, minute));
    const made = [];
    for (const createdAt of [beijing(0, 23, 30), beijing(1, 0, 30), beijing(1, 23, 30), beijing(3, 12, 0)])
      made.push(await request(player.id, createdAt));
    const ids = async (query: string) =>
      (await asOperator(`${withdrawals}?player_id=${player.id}&${query}`)).result.list.map(
        (row: { id: number }) => row.id,
      );
    expect(await ids('start_date=2026-01-11&end_date=2026-01-11')).toEqual([made[2], made[1]]);
    expect(await ids('start_date=2026-01-11')).toEqual([made[3], made[2], made[1]]);
    expect(await ids('end_date=2026-01-10')).toEqual([made[0]]);
    expect((await asOperator(`${withdrawals}?player_id=${player.id}&start_date=2026-01-11`)).result.total).toBe(3);
    expect(await asOperator(`${withdrawals}?start_date=2026-01-12&end_date=2026-01-11`)).toEqual({
      code: 400,
      message: '开始日期不能晚于结束日期',
    });
    for (const bad of ['2026-02-30', '2026-1-1', 'today'])
      expect((await asOperator(`${withdrawals}?start_date=${bad}`)).message).toBe('日期格式错误，请使用YYYY-MM-DD');
  });
});
