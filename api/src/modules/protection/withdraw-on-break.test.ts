/**
 * A player on a break can still take their money out (issue 18), on both databases, paid through the
 * demo chain: a withdrawal applied before a cool-off is approved (or rejected) by an operator as
 * usual; and one customer service applies for on the player's behalf goes through the same review.
 */
import { randomAddress, startDemoChain, type DemoChain } from 'demo-chain';
import { apiPaths } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SENDER } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { bearer } from '../../test/players';
import { protectionCalls } from '../../test/protection';
import { USDT, reviewSuite, type ReviewSuite } from '../../test/review-withdrawals';
import { newRequestId, WITHDRAW_PASSWORD } from '../../test/withdrawals';
import { createTronClient } from '../chain/trongrid-client';

const { withdrawals } = apiPaths.admin;

describe.each(TEST_DATABASES)('withdrawals of a player on a break on %s', (database) => {
  let suite: ReviewSuite;
  let demo: DemoChain;
  let operatorId: number;
  beforeAll(async () => {
    demo = await startDemoChain({ autoMine: false });
    const payoutChain = createTronClient({ apiUrl: demo.url, pageLimit: 50 });
    suite = await reviewSuite(database, { wiring: { payoutChain } });
    const operator = await suite.testApp.context.db.selectFrom('operators').select('id').executeTakeFirstOrThrow();
    operatorId = operator.id;
  });
  afterAll(async () => {
    await suite.testApp.close();
    await demo.close();
  });
  afterEach(() => suite.expectMoneyConsistent());

  const asPlayer = (token: string, url: string, payload: object = {}) => suite.asOperator('POST', url, payload, token);
  const idOf = async (orderNo: string) =>
    (
      await suite.testApp.context.db
        .selectFrom('withdrawals')
        .select('id')
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow()
    ).id;
  const payAndApprove = async (id: number, address: string, amount: string) => {
    const txId = demo.chain.transfer({ from: SENDER, to: address, amount }).txId;
    demo.chain.solidifyAll();
    return suite.asOperator('POST', `${withdrawals}/${id}/approve`, { method: 'chain_tx', tx_id: txId });
  };

  const onBehalf = (playerId: number, addressId: number, amount: string) =>
    suite.asOperator('POST', `${apiPaths.admin.players}/${playerId}/protection/withdraw`, {
      address_id: addressId,
      amount,
      request_id: newRequestId(),
      note: '玩家来电，已核对注册手机号与最近充值记录',
    });

  /** A player with 100 USDT, a withdrawal password and a bound TRC20 address; its id too. */
  async function readyPlayer() {
    const player = await suite.newPlayer(100 * USDT);
    const password = { password: WITHDRAW_PASSWORD, confirm_password: WITHDRAW_PASSWORD };
    expect((await asPlayer(player.token, apiPaths.wallet.setPassword, password)).code).toBe(200);
    const address = randomAddress();
    const bound = await asPlayer(player.token, apiPaths.wallet.bindAddress, { type: 1, address });
    expect(bound.code).toBe(200);
    return { ...player, address, addressId: bound.result.id as number };
  }

  it('approves and pays by chain a withdrawal applied before a cool-off, and rejects another giving the money back', async () => {
    const player = await readyPlayer();
    const first = await asPlayer(player.token, apiPaths.wallet.withdrawApply, {
      amount: '40',
      address_id: player.addressId,
      password: WITHDRAW_PASSWORD,
      request_id: newRequestId(),
    });
    expect(first.result).toMatchObject({ state: 'review' });
    expect(await suite.balance(player.id)).toBe(59 * USDT);

    expect((await protectionCalls(suite.testApp, player.token).takeBreak('cool_off', '24h')).code).toBe(200);
    // Logged out everywhere: the player cannot even look at their withdrawals now.
    const info = await suite.testApp.call({
      method: 'POST',
      url: apiPaths.wallet.withdrawInfo,
      headers: bearer(player.token),
    });
    expect(info.status).toBe(401);

    const platform = await suite.platform();
    const paid = await payAndApprove(await idOf(first.result.order_id), player.address, '40');
    expect(paid.result).toMatchObject({ state: 'paid', status: 1 });
    expect(await suite.platform()).toEqual({ paid: platform.paid + 40 * USDT, fees: platform.fees + USDT });

    // One pending at a time: the next, applied by customer service, is rejected during the break.
    const second = await onBehalf(player.id, player.addressId, '10');
    expect(await suite.balance(player.id)).toBe(48 * USDT);
    const rejected = await suite.asOperator('POST', `${withdrawals}/${await idOf(second.result.order_id)}/reject`, {
      reason: '玩家来电取消',
    });
    expect(rejected.result).toMatchObject({ state: 'rejected', status: 3 });
    expect(await suite.balance(player.id)).toBe(59 * USDT);
  });

  it('pays a withdrawal customer service applied for during a self-exclusion, through the normal review', async () => {
    const player = await readyPlayer();
    expect((await protectionCalls(suite.testApp, player.token).takeBreak('exclusion', '1y')).code).toBe(200);
    const applied = await onBehalf(player.id, player.addressId, '99');
    expect(applied.result).toMatchObject({ amount: '99.000000', fee: '1.000000', state: 'review' });
    expect(await suite.balance(player.id)).toBe(0);
    const id = await idOf(applied.result.order_id);
    const listed = await suite.asOperator('GET', `${withdrawals}?state=review`);
    expect(JSON.stringify(listed.result)).toContain(applied.result.order_id);
    const paid = await payAndApprove(id, player.address, '99');
    expect(paid.result).toMatchObject({ state: 'paid', status: 1 });
    const events = await suite.testApp.context.db
      .selectFrom('protection_events')
      .select(['action', 'actor', 'operator_id'])
      .where('player_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.action)).toEqual(['break_started', 'withdrawal_on_behalf']);
    expect(events[1]).toMatchObject({ actor: 'operator', operator_id: operatorId });
  });
});
